// The chain the product reads token facts from and pays holders on (decision 0102). Unset
// CHAIN_RPC_URL means no chain: the token's facts show what the sale's definition says, and the
// distribution commands refuse to run. `npm start` sets it to the local chain stand-in.
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { getAddress, isAddress, type Address } from 'viem';
import { describeSchemaErrors } from '../../lib/schema-errors.js';

const ADDRESS = '^0x[0-9a-fA-F]{40}$';

export const ChainEnvironment = Type.Object({
  CHAIN_RPC_URL: Type.Optional(Type.String({ pattern: '^https?://.+' })),
  CHAIN_ID: Type.Optional(Type.Integer({ minimum: 1, maximum: 4_294_967_295 })),
  RENT_CONTRACT_ADDRESS: Type.Optional(Type.String({ pattern: ADDRESS })),
  DISPERSE_CONTRACT_ADDRESS: Type.Optional(Type.String({ pattern: ADDRESS })),
  DISTRIBUTION_SAFE_ADDRESS: Type.Optional(Type.String({ pattern: ADDRESS })),
  CHAIN_CONFIRMATIONS: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  CHAIN_GAS_PRICE_CAP_GWEI: Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,9})?$', default: '5' }),
  CHAIN_EXPLORER_URL: Type.Optional(Type.String({ pattern: '^https?://.+' })),
  CHAIN_RPC_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: 10_000 }),
  CHAIN_POLL_INTERVAL_MS: Type.Integer({ minimum: 10, maximum: 60_000, default: 500 }),
  TREASURY_KEYSTORE: Type.Optional(Type.String({ minLength: 1 })),
});

const RULES: Record<string, string> = {
  CHAIN_RPC_URL: 'must be an http:// or https:// URL',
  CHAIN_ID: 'must be a whole number such as 56 (BNB Smart Chain) or 97 (its testnet)',
  RENT_CONTRACT_ADDRESS: 'must be a contract address: 0x and 40 hexadecimal digits',
  DISPERSE_CONTRACT_ADDRESS: 'must be a contract address: 0x and 40 hexadecimal digits',
  DISTRIBUTION_SAFE_ADDRESS: 'must be an address: 0x and 40 hexadecimal digits',
  CHAIN_CONFIRMATIONS: 'must be a whole number of blocks from 1 to 1000',
  CHAIN_GAS_PRICE_CAP_GWEI: 'must be a number of gwei such as 5 or 0.5',
  CHAIN_EXPLORER_URL: 'must be an http:// or https:// URL',
  CHAIN_RPC_TIMEOUT_MS: 'must be a whole number of milliseconds from 100 to 120000',
  CHAIN_POLL_INTERVAL_MS: 'must be a whole number of milliseconds from 10 to 60000',
};

export interface ChainConfig {
  rpcUrl: string;
  chainId: number;
  /** EIP-55 checksummed. */
  tokenAddress: Address;
  disperseAddress: Address | null;
  /** The multisig that pays holders when the team uses `distribution export --safe`. */
  safeAddress: Address | null;
  confirmations: number;
  /** The highest gas price a transfer may pay, in wei. */
  gasPriceCapWei: bigint;
  /** Without a trailing slash; null when unknown for the chain and not configured. */
  explorerUrl: string | null;
  rpcTimeoutMs: number;
  /** How often a receipt or the chain's head is asked for while the sender waits. */
  pollIntervalMs: number;
  /** The treasury's encrypted keystore file (absolute), for `distribution send`. */
  keystorePath: string | null;
}

const KNOWN_EXPLORERS: Record<number, string> = {
  56: 'https://bscscan.com',
  97: 'https://testnet.bscscan.com',
};

const KNOWN_CHAINS: Record<number, string> = {
  56: 'BNB Smart Chain',
  97: 'BNB Smart Chain Testnet',
};

/** The chain's name as investors read it. */
export function chainName(chainId: number): string {
  return KNOWN_CHAINS[chainId] ?? 'Local test chain';
}

export const CHAIN_VARIABLES = Object.keys(ChainEnvironment.properties);

/** Reads the chain's variables (already trimmed, empty ones left out); problems name each one. */
export function readChainConfig(
  present: Record<string, string>,
  resolvePath: (path: string) => string,
): { chain: ChainConfig | null; problems: string[] } {
  const candidate = Value.Default(ChainEnvironment, withIntegers(present));
  if (!Value.Check(ChainEnvironment, candidate)) {
    const problems = describeSchemaErrors(
      Value.Errors(ChainEnvironment, candidate),
      'environment',
      RULES,
    );
    return { chain: null, problems: problems.map(({ message }) => message) };
  }
  const env: Static<typeof ChainEnvironment> = candidate;
  if (!env.CHAIN_RPC_URL) return { chain: null, problems: [] };
  const problems = [
    ...(env.CHAIN_ID === undefined ? ['CHAIN_ID is required when CHAIN_RPC_URL is set'] : []),
    ...(env.RENT_CONTRACT_ADDRESS === undefined
      ? ['RENT_CONTRACT_ADDRESS is required when CHAIN_RPC_URL is set']
      : []),
  ];
  if (env.CHAIN_ID === undefined || env.RENT_CONTRACT_ADDRESS === undefined) {
    return { chain: null, problems };
  }
  return {
    chain: {
      rpcUrl: env.CHAIN_RPC_URL,
      chainId: env.CHAIN_ID,
      tokenAddress: checksummed(env.RENT_CONTRACT_ADDRESS),
      disperseAddress: optionalAddress(env.DISPERSE_CONTRACT_ADDRESS),
      safeAddress: optionalAddress(env.DISTRIBUTION_SAFE_ADDRESS),
      confirmations: env.CHAIN_CONFIRMATIONS,
      gasPriceCapWei: gweiToWei(env.CHAIN_GAS_PRICE_CAP_GWEI),
      explorerUrl:
        (env.CHAIN_EXPLORER_URL ?? KNOWN_EXPLORERS[env.CHAIN_ID])?.replace(/\/+$/, '') ?? null,
      rpcTimeoutMs: env.CHAIN_RPC_TIMEOUT_MS,
      pollIntervalMs: env.CHAIN_POLL_INTERVAL_MS,
      keystorePath: env.TREASURY_KEYSTORE ? resolvePath(env.TREASURY_KEYSTORE) : null,
    },
    problems: [],
  };
}

function checksummed(address: string): Address {
  if (!isAddress(address, { strict: false })) throw new RangeError(`${address} is not an address`);
  return getAddress(address);
}

const optionalAddress = (address: string | undefined) =>
  address === undefined ? null : checksummed(address);

/** "0.5" gwei → 500000000 wei, exactly. */
export function gweiToWei(gwei: string): bigint {
  const [whole = '0', fraction = ''] = gwei.split('.');
  return BigInt(whole) * 10n ** 9n + BigInt(fraction.padEnd(9, '0') || '0');
}

function withIntegers(present: Record<string, string>): Record<string, string | number> {
  const integers = new Set([
    'CHAIN_ID',
    'CHAIN_CONFIRMATIONS',
    'CHAIN_RPC_TIMEOUT_MS',
    'CHAIN_POLL_INTERVAL_MS',
  ]);
  return Object.fromEntries(
    Object.entries(present)
      .filter(([name]) => CHAIN_VARIABLES.includes(name))
      .map(([name, value]) => [
        name,
        integers.has(name) && /^-?\d+$/.test(value) ? Number(value) : value,
      ]),
  );
}
