// The local chain for distribution tests: ganache in process with RENT and the disperse contract,
// the treasury's keystore written for the test, an app configured for both, and holders seeded
// straight in the ledger with fresh wallets.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_TREASURY_KEY, startLocalChain, type LocalChain } from '@rent/sandbox/chain';
import type { Kysely } from 'kysely';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Database } from '../../src/db/schema.js';
import { keystoreJson, LIGHT_SCRYPT_COST } from '../../src/modules/distribution/index.js';
import { updateUser } from '../../src/modules/users/users.repository.js';
import type { UserRow } from '../../src/modules/users/users.table.js';
import { seedInvestor } from './accounts.js';
import { seedBuyer, seedOrder } from './orders.js';

export const KEYSTORE_PASSWORD = 'treasury-test-password';

export interface TestChain {
  chain: LocalChain;
  keystorePath: string;
  env: Record<string, string>;
  balanceOf(address: Address): Promise<bigint>;
  nonceOf(address: Address): Promise<number>;
  /** Sends a transaction from `account` and waits for it to be mined successfully. */
  transact(
    account: PrivateKeyAccount,
    request: { to: Address; data?: Hex; value?: bigint },
  ): Promise<void>;
  /** Sets an address's BNB balance (the local chain's `evm_setAccountBalance`). */
  setGasFunds(address: Address, wei: bigint): Promise<void>;
  /** Moves tokens from the treasury, as a transfer signed with its key. */
  treasuryTransfer(to: Address, units: bigint): Promise<void>;
}

export async function startTestChain(supplyTokens = 14_000_000n): Promise<TestChain> {
  const chain = await startLocalChain({ supplyTokens });
  const folder = join(tmpdir(), `rent-chain-${randomUUID()}`);
  await mkdir(folder, { recursive: true });
  const keystorePath = join(folder, 'treasury.json');
  await writeFile(
    keystorePath,
    await keystoreJson(LOCAL_TREASURY_KEY, KEYSTORE_PASSWORD, { scryptCost: LIGHT_SCRYPT_COST }),
    {
      mode: 0o600,
    },
  );
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const localChain = defineChain({
    id: chain.chainId,
    name: 'local',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const transact: TestChain['transact'] = async (account, request) => {
    const wallet = createWalletClient({
      account,
      chain: localChain,
      transport: http(chain.rpcUrl),
    });
    const hash = await wallet.sendTransaction(request);
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success') throw new Error(`${hash} reverted`);
  };
  return {
    chain,
    keystorePath,
    env: {
      CHAIN_RPC_URL: chain.rpcUrl,
      CHAIN_ID: String(chain.chainId),
      RENT_CONTRACT_ADDRESS: chain.tokenAddress,
      DISPERSE_CONTRACT_ADDRESS: chain.disperseAddress,
      TREASURY_KEYSTORE: keystorePath,
      CHAIN_EXPLORER_URL: 'https://explorer.example',
    },
    balanceOf: (address) =>
      client.readContract({
        address: chain.tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    nonceOf: (address) => client.getTransactionCount({ address }),
    transact,
    setGasFunds: (address, wei) =>
      createTestClient({ mode: 'ganache', transport: http(chain.rpcUrl) }).setBalance({
        address,
        value: wei,
      }),
    treasuryTransfer: (to, units) =>
      transact(privateKeyToAccount(LOCAL_TREASURY_KEY), {
        to: chain.tokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] }),
      }),
  };
}

export const freshWallet = (): Address => privateKeyToAccount(generatePrivateKey()).address;

export interface Holder {
  user: UserRow;
  wallet: Address | null;
  /** Credited tokens, canonical decimal. */
  tokens: string;
}

/** A verified holder with a wallet and one credited purchase of `base` + `bonus` tokens. */
export async function seedHolder(
  db: Kysely<Database>,
  figures: { base: string; bonus?: string; wallet?: boolean; verified?: boolean },
): Promise<Holder> {
  const seeded = figures.verified === false ? await seedInvestor(db) : await seedBuyer(db);
  const wallet = figures.wallet === false ? null : freshWallet();
  const user = wallet
    ? await updateUser(db, seeded.id, {
        wallet_address: wallet.toLowerCase(),
        wallet_address_display: wallet,
      })
    : seeded;
  const order = await seedOrder(db, {
    user_id: user.id,
    status: 'credited',
    base_tokens: figures.base,
    bonus_tokens: figures.bonus ?? '0',
  });
  return { user, wallet, tokens: order.total_tokens };
}
