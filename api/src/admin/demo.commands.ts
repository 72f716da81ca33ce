import { formatIstDate } from '@rent/sale-rules';
// `demo seed`: the demo investors and their orders of decision 0086, for `npm run seed`.
import { seedDemo } from '../modules/demo/index.js';
import type { SaleDefinition } from '../modules/sale/index.js';
import { cliLogger } from './cli-logger.js';
import type { AdminCommand } from './command.js';
import { CommandError } from './command.js';
import { formatTable } from './output.js';

const seed: AdminCommand = {
  path: ['demo', 'seed'],
  args: [],
  options: {
    force: {
      type: 'boolean',
      description: 'seed beside other accounts, or on a database server (never in production)',
    },
  },
  summary: 'Fills the database with the demo: a referrer, three referees and their orders',
  async run(context, { options }) {
    const result = await seedDemo(
      {
        db: context.db,
        now: context.now(),
        publicUrl: context.publicUrl,
        sale: context.sale,
        storage: context.storage,
        actor: context.actor,
        log: cliLogger(context.err),
      },
      { ...context.deployment, force: options.force === true },
    );
    if (result.outcome === 'refused') throw new CommandError(result.reason);
    context.out(
      result.outcome === 'seeded'
        ? 'The demo is seeded.'
        : 'The demo is already there: nothing was changed.',
    );
    context.out(`Sign in at ${context.publicUrl}/login with password ${result.password} as:`);
    context.out(
      formatTable(
        ['EMAIL', 'NAME', 'ROLE'],
        result.accounts.map((account) => [account.email, account.fullname, account.role]),
      ),
    );
    if (chartIsFlat(context.sale, context.now())) {
      context.out(
        `The sale ended on ${formatIstDate(context.sale.saleEnd)}: the demo's orders are dated in ` +
          "its phases, so the dashboard's 7- and 30-day charts are flat. `npm run start:demo` " +
          'runs a sale whose phases fall in the last three weeks.',
      );
    }
  },
};

const CHART_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether every day of the sale is older than the dashboard's longest chart. */
const chartIsFlat = (sale: SaleDefinition, now: Date) =>
  sale.saleEnd.getTime() < now.getTime() - CHART_DAYS_MS;

export const demoCommands: readonly AdminCommand[] = [seed];
