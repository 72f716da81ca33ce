// What investors are told about the token: its chain, contract, symbol and decimals, with the
// explorer's link. The contract's facts are read once at start-up; if that read fails (the RPC is
// down), the configured facts are shown meanwhile and the read is tried again, at most every
// RETRY_MS, when they are next asked for. Never a chain call per request.
import type { PublicClient } from 'viem';
import type { ChainConfig } from './chain.config.js';
import { chainName } from './chain.config.js';
import { readTokenContract, type TokenContractFacts } from './chain-client.js';

const RETRY_MS = 30_000;

export const DEFAULT_TOKEN = { symbol: 'RENT', name: 'Real Estate Network Token' } as const;

export interface TokenFacts {
  symbol: string;
  name: string;
  standard: 'BEP20';
  decimals: number | null;
  chain: { id: number; name: string; explorerUrl: string | null } | null;
  contractAddress: string | null;
  contractUrl: string | null;
}

export interface TokenFactsSource {
  current(): TokenFacts;
  /** Settles when the start-up read has been tried (tests, and the banner). */
  ready(): Promise<void>;
}

export function tokenFactsSource(
  config: ChainConfig | null,
  reader: PublicClient | null,
  onError: (error: unknown) => void = () => {},
): TokenFactsSource {
  let contract: TokenContractFacts | null = null;
  let lastTry = 0;
  let pending: Promise<void> = Promise.resolve();

  const load = () => {
    if (!config || !reader) return;
    lastTry = Date.now();
    pending = readTokenContract(reader, config.tokenAddress).then((facts) => {
      contract = facts;
    }, onError);
  };
  load();

  return {
    current() {
      if (config && !contract && Date.now() - lastTry >= RETRY_MS) load();
      return describeToken(config, contract);
    },
    ready: () => pending,
  };
}

export function describeToken(
  config: ChainConfig | null,
  contract: TokenContractFacts | null,
): TokenFacts {
  const explorerUrl = config?.explorerUrl ?? null;
  const contractAddress = config?.tokenAddress ?? null;
  return {
    symbol: contract?.symbol ?? DEFAULT_TOKEN.symbol,
    name: contract?.name ?? DEFAULT_TOKEN.name,
    standard: 'BEP20',
    decimals: contract?.decimals ?? null,
    chain: config ? { id: config.chainId, name: chainName(config.chainId), explorerUrl } : null,
    contractAddress,
    contractUrl: explorerUrl && contractAddress ? `${explorerUrl}/token/${contractAddress}` : null,
  };
}

/** The explorer's page of a transaction, when the explorer is known. */
export function transactionUrl(config: ChainConfig | null, txHash: string): string | null {
  return config?.explorerUrl ? `${config.explorerUrl}/tx/${txHash}` : null;
}
