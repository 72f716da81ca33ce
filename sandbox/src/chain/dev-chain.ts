// The local chain as `npm start` runs it (decision 0103): state kept in a folder across restarts,
// and the treasury's keystore written beside it so that `distribution send` works out of the box.
// The key and its password are public test values: development only.
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Wallet } from '@ethereumjs/wallet';
import { LOCAL_TREASURY_KEY, startLocalChain, type LocalChain } from './local-chain.js';

/** The local treasury keystore's password; a public test value like the key it protects. */
export const LOCAL_KEYSTORE_PASSWORD = 'rent-local-treasury';
export const LOCAL_KEYSTORE_FILE = 'treasury-keystore.json';
/**
 * A light scrypt cost: the key is public, and every `distribution send` against the local chain
 * would otherwise spend seconds unlocking it. Real keystores keep the strong default (0105).
 */
const LIGHT_SCRYPT_COST = 1024;

export async function startDevChain(options: {
  port: number;
  host: string;
  dataDir: string;
  supplyTokens: bigint;
}): Promise<LocalChain & { keystorePath: string }> {
  await mkdir(options.dataDir, { recursive: true });
  const chain = await startLocalChain({
    port: options.port,
    host: options.host,
    dataDir: join(options.dataDir, 'state'),
    supplyTokens: options.supplyTokens,
  });
  const keystorePath = join(options.dataDir, LOCAL_KEYSTORE_FILE);
  if (!(await exists(keystorePath))) {
    const wallet = Wallet.fromPrivateKey(Buffer.from(LOCAL_TREASURY_KEY.slice(2), 'hex'));
    const json = await wallet.toV3(LOCAL_KEYSTORE_PASSWORD, {
      kdf: 'scrypt',
      n: LIGHT_SCRYPT_COST,
    });
    await writeFile(keystorePath, JSON.stringify(json), { mode: 0o600 });
  }
  return { ...chain, keystorePath };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
