// The chain the product reads token facts from and pays holders on (decision 0102). Unset
// CHAIN_RPC_URL means no chain: the token's facts show what the sale's definition says, and the
// distribution commands refuse to run. `npm start` sets it to the local chain stand-in.
import { type Static } from 'typebox';
import { Value } from 'typebox/value';
import { getAddress, isAddress, type Address } from 'viem';
import { presentVariables, rulesOf, typedVariables } from '@rent/server-kit';
import { ChainSettings } from '../../config/chain.js';
import { describeSchemaErrors } from '../../lib/schema-errors.js';

const RULES = rulesOf(ChainSettings);

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

/** Reads the chain's variables from the environment; problems name each one. */
export function readChainConfig(
  source: Record<string, string | undefined>,
  resolvePath: (path: string) => string,
): { chain: ChainConfig | null; problems: string[] } {
  const present = presentVariables(ChainSettings, source);
  const candidate = Value.Default(ChainSettings, typedVariables(ChainSettings, present));
  if (!Value.Check(ChainSettings, candidate)) {
    const problems = describeSchemaErrors(
      Value.Errors(ChainSettings, candidate),
      'environment',
      RULES,
    );
    return { chain: null, problems: problems.map(({ message }) => message) };
  }
  const env: Static<typeof ChainSettings> = candidate;
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
  const required = { rpcUrl: env.CHAIN_RPC_URL, chainId: env.CHAIN_ID };
  return {
    chain: chainConfigOf(env, required, env.RENT_CONTRACT_ADDRESS, resolvePath),
    problems: [],
  };
}

function chainConfigOf(
  env: Static<typeof ChainSettings>,
  { rpcUrl, chainId }: { rpcUrl: string; chainId: number },
  tokenAddress: string,
  resolvePath: (path: string) => string,
) {
  return {
    rpcUrl,
    chainId,
    /** EIP-55 checksummed. */
    tokenAddress: checksummed(tokenAddress),
    disperseAddress: optionalAddress(env.DISPERSE_CONTRACT_ADDRESS),
    /** The multisig that pays holders when the team uses `distribution export --safe`. */
    safeAddress: optionalAddress(env.DISTRIBUTION_SAFE_ADDRESS),
    confirmations: env.CHAIN_CONFIRMATIONS,
    /** The highest gas price a transfer may pay, in wei. */
    gasPriceCapWei: gweiToWei(env.CHAIN_GAS_PRICE_CAP_GWEI),
    /** Without a trailing slash; null when unknown for the chain and not configured. */
    explorerUrl: (env.CHAIN_EXPLORER_URL ?? KNOWN_EXPLORERS[chainId])?.replace(/\/+$/, '') ?? null,
    rpcTimeoutMs: env.CHAIN_RPC_TIMEOUT_MS,
    pollIntervalMs: env.CHAIN_POLL_INTERVAL_MS,
    /** The treasury's encrypted keystore file (absolute), for `distribution send`. */
    keystorePath: env.TREASURY_KEYSTORE ? resolvePath(env.TREASURY_KEYSTORE) : null,
  };
}

export type ChainConfig = ReturnType<typeof chainConfigOf>;

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
