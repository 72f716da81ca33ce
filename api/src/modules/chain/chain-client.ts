// The product's reader of the chain, on viem (decision 0102): a public client for the configured
// RPC endpoint, and the RENT contract's facts read from the contract itself.
import {
  createPublicClient,
  defineChain,
  erc20Abi,
  http,
  type Address,
  type Chain,
  type PublicClient,
} from 'viem';
import { chainName, type ChainConfig } from './chain.config.js';

/** The chain as viem describes it, from the configuration. */
export function chainOf(config: ChainConfig): Chain {
  return defineChain({
    id: config.chainId,
    name: chainName(config.chainId),
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  });
}

/**
 * The head block is never cached: viem keeps `eth_blockNumber`'s answer for `cacheTime`, which
 * defaults to its polling interval (4 s for a chain that declares no block time), so a sender
 * that counts confirmations against a cached head waited up to 4 s for every transaction it had
 * just seen mined. Waits poll at CHAIN_POLL_INTERVAL_MS.
 */
export function createChainReader(config: ChainConfig): PublicClient {
  return createPublicClient({
    chain: chainOf(config),
    transport: http(config.rpcUrl, { timeout: config.rpcTimeoutMs, retryCount: 2 }),
    pollingInterval: config.pollIntervalMs,
    cacheTime: 0,
  });
}

export interface TokenContractFacts {
  name: string;
  symbol: string;
  decimals: number;
}

/** name(), symbol() and decimals() from the contract; throws when it is not an ERC-20 there. */
export async function readTokenContract(
  client: PublicClient,
  address: Address,
): Promise<TokenContractFacts> {
  const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
    client.readContract({ address, abi: erc20Abi, functionName });
  const [name, symbol, decimals] = await Promise.all([
    read('name'),
    read('symbol'),
    read('decimals'),
  ]);
  return { name, symbol, decimals };
}
