// The sale api runs and the team that runs it.
import { Type, type Static } from 'typebox';

// The team members the admin CLI's --by accepts: names, comma-separated, read in lowercase.
const TEAM_MEMBER = '[A-Za-z][A-Za-z0-9._-]{0,39}';

export const SaleSettings = Type.Object({
  SALE_CONFIG: Type.Optional(
    Type.String({
      minLength: 1,
      // The built-in schedule is an example that has ended (decision 0112).
      production: 'the JSON file of the sale this site runs, e.g. deploy/sale.example.json',
      documentedDefault: 'unset → the example RENT sale',
      description:
        'path of a JSON file shaped like `defaultSaleJson` in `api/src/modules/sale/sale.definition.ts`: the price, phases and bonuses that price every order and the hard cap that bounds them; its optional `reservations` object (`largestOrderTokens`, `pendingTokensPerInvestor`, `pendingOrdersPerInvestor`, `manualHoldHours`) sets what unsettled orders may hold ([decision 0014](decisions/0014-reservations-that-cannot-lock-the-sale.md)); in production api logs the sale it opened ([`deploy/sale.example.json`](../deploy/sale.example.json), [decision 0112](decisions/0112-production-names-its-sale-and-its-mail.md))',
    }),
  ),
  TEAM_MEMBERS: Type.Optional(
    Type.String({
      pattern: `^ *${TEAM_MEMBER}( *, *${TEAM_MEMBER})* *$`,
      rule: 'must be names separated by commas, such as asha,ravi (a letter, then up to 39 letters, digits, dots, hyphens or underscores)',
      documentedDefault: 'unset',
      description:
        'who may run the admin CLI: the names its `--by` accepts, read in lowercase; unset → any well-formed name outside production, nobody in production',
    }),
  ),
});

export function saleSettingsConfig(env: Static<typeof SaleSettings>) {
  const names = (env.TEAM_MEMBERS ?? '').split(',').map((name) => name.trim().toLowerCase());
  return {
    /** TEAM_MEMBERS: who may run the admin CLI (its --by); empty when not set. */
    teamMembers: [...new Set(names.filter((name) => name !== ''))],
  };
}
