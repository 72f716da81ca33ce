// The chain RENT lives on and the distribution pays holders on (decisions 0102 to 0106). Read by
// the chain module (modules/chain/chain.config.ts); unset CHAIN_RPC_URL means no chain.
import { Type } from 'typebox';
import { urlOf } from '@rent/server-kit';

const ADDRESS = '^0x[0-9a-fA-F]{40}$';
const contract = (description: string) =>
  Type.Optional(
    Type.String({
      pattern: ADDRESS,
      rule: 'must be a contract address: 0x and 40 hexadecimal digits',
      description,
    }),
  );

export const ChainSettings = Type.Object({
  CHAIN_RPC_URL: Type.Optional(
    Type.String({
      ...urlOf(['http', 'https']),
      documentedDefault: 'unset (no chain)',
      description:
        'the EVM JSON-RPC endpoint RENT lives on; with it `CHAIN_ID` and `RENT_CONTRACT_ADDRESS` are required',
    }),
  ),
  CHAIN_ID: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 4_294_967_295,
      rule: 'must be a whole number such as 56 (BNB Smart Chain) or 97 (its testnet)',
      description:
        'the chain the endpoint must serve; a mismatch is refused before anything is signed',
    }),
  ),
  RENT_CONTRACT_ADDRESS: contract(
    'the RENT BEP20 contract; its `symbol()`, `name()` and `decimals()` are read from it',
  ),
  DISPERSE_CONTRACT_ADDRESS: contract(
    'the disperse contract `distribution send --batch N` pays through',
  ),
  DISTRIBUTION_SAFE_ADDRESS: Type.Optional(
    Type.String({
      pattern: ADDRESS,
      rule: 'must be an address: 0x and 40 hexadecimal digits',
      description:
        'the team’s multisig that pays holders with `distribution export --safe`, whose transfers `distribution reconcile` also reads',
    }),
  ),
  CHAIN_CONFIRMATIONS: Type.Integer({
    minimum: 1,
    maximum: 1000,
    default: 1,
    unit: 'blocks',
    description:
      'blocks a transfer waits for before it counts as confirmed (15 on BNB Smart Chain)',
  }),
  CHAIN_GAS_PRICE_CAP_GWEI: Type.String({
    pattern: '^\\d{1,6}(\\.\\d{1,9})?$',
    rule: 'must be a number of gwei such as 5 or 0.5',
    default: '5',
    description: 'the highest gas price `distribution send` pays; above it the run is refused',
  }),
  CHAIN_EXPLORER_URL: Type.Optional(
    Type.String({
      ...urlOf(['http', 'https']),
      documentedDefault: 'bscscan for 56 and 97',
      description: 'the block explorer’s base, for contract and transaction links',
    }),
  ),
  CHAIN_RPC_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120_000,
    default: 10_000,
    description: 'how long one JSON-RPC call may take',
  }),
  CHAIN_POLL_INTERVAL_MS: Type.Integer({
    minimum: 10,
    maximum: 60_000,
    default: 500,
    description:
      'how often `distribution send` asks for a receipt and the chain’s head while it waits; the head is never cached',
  }),
  TREASURY_KEYSTORE: Type.Optional(
    Type.String({
      minLength: 1,
      description:
        'the treasury’s encrypted keystore file, for `distribution send`; its password comes from `TREASURY_KEYSTORE_PASSWORD` or a prompt, never the command line',
    }),
  ),
});
