// The local chain stand-in (decision 0103): ganache's EVM in this process, serving JSON-RPC on a
// local port, with RENT and the disperse contract deployed and the treasury holding the supply.
// Its accounts come from ganache's published test mnemonic: dev and test only, never real funds.
// With a data folder the chain's state survives restarts; the contracts are deployed once, by the
// same deployer at nonces 0 and 1, so their addresses never change.
import ganache, { type EthereumProvider } from 'ganache';
import {
  createPublicClient,
  createWalletClient,
  custom,
  getContractAddress,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { compileContracts } from './compile.js';

export const LOCAL_CHAIN_ID = 1337;

/** ganache's deterministic account 0 (the deployer) and a fixed treasury key. Public test keys. */
const DEPLOYER_KEY: Hex = '0x4f3edf983ac636a65a842ce7c78d9aa706d3b113bce9c46f30d7d21715b23b1d';
export const LOCAL_TREASURY_KEY: Hex =
  '0x6cbed15c793ce57650b9877cf6fa156fbef513c4e6134f022a85b1ffdf59b2a1';

const deployer = privateKeyToAccount(DEPLOYER_KEY);
/** 100 test BNB. */
const TREASURY_GAS_FUNDS = 100n * 10n ** 18n;

/** Where RENT and the disperse contract land: the deployer's first two contracts. */
export const LOCAL_TOKEN_ADDRESS = getContractAddress({ from: deployer.address, nonce: 0n });
export const LOCAL_DISPERSE_ADDRESS = getContractAddress({ from: deployer.address, nonce: 1n });
export const LOCAL_TREASURY_ADDRESS = privateKeyToAccount(LOCAL_TREASURY_KEY).address;

export interface LocalChainOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Keeps the chain's state here across restarts; without it the chain lives in memory. */
  dataDir?: string;
  /** Whole tokens minted to the treasury at deployment (the sale's hard cap). */
  supplyTokens: bigint;
}

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  tokenAddress: Address;
  disperseAddress: Address;
  treasuryAddress: Address;
  provider: EthereumProvider;
  close(): Promise<void>;
}

export async function startLocalChain(options: LocalChainOptions): Promise<LocalChain> {
  const settings = {
    logging: { quiet: true },
    chain: { chainId: LOCAL_CHAIN_ID },
    wallet: { deterministic: true },
    // A transaction is mined before its hash is answered: one block per transaction.
    miner: { instamine: 'eager' },
    ...(options.dataDir ? { database: { dbPath: options.dataDir } } : {}),
  };
  // ganache's published typings resolve the server's options to `undefined`; they are checked at
  // run time, and a wrong name fails at start.
  const server = ganache.server(settings as never);
  const host = options.host ?? '127.0.0.1';
  await server.listen(options.port ?? 0, host);
  const address = server.address();
  const provider = server.provider;
  await deployOnce(provider, options.supplyTokens);
  return {
    rpcUrl: `http://${host}:${address.port}`,
    chainId: LOCAL_CHAIN_ID,
    tokenAddress: LOCAL_TOKEN_ADDRESS,
    disperseAddress: LOCAL_DISPERSE_ADDRESS,
    treasuryAddress: LOCAL_TREASURY_ADDRESS,
    provider,
    close: () => server.close(),
  };
}

async function deployOnce(provider: EthereumProvider, supplyTokens: bigint): Promise<void> {
  const transport = custom(provider);
  const reader = createPublicClient({ transport });
  const code = await reader.getCode({ address: LOCAL_TOKEN_ADDRESS });
  if (code && code !== '0x') return;
  const contracts = compileContracts();
  const wallet = createWalletClient({ account: deployer, transport });
  const chain = {
    id: LOCAL_CHAIN_ID,
    name: 'Local test chain',
    nativeCurrency: { name: 'Test BNB', symbol: 'tBNB', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  } as const;
  await wallet.deployContract({
    chain,
    abi: contracts.RentToken.abi,
    bytecode: contracts.RentToken.bytecode,
    args: [LOCAL_TREASURY_ADDRESS, supplyTokens * 10n ** 18n],
    nonce: 0,
  });
  await wallet.deployContract({
    chain,
    abi: contracts.Disperse.abi,
    bytecode: contracts.Disperse.bytecode,
    args: [],
    nonce: 1,
  });
  // Gas for the treasury's transfers.
  await wallet.sendTransaction({
    chain,
    to: LOCAL_TREASURY_ADDRESS,
    value: TREASURY_GAS_FUNDS,
    nonce: 2,
  });
}
