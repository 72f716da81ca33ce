// The treasury's key (decision 0105): an encrypted JSON keystore (Web3 Secret Storage v3, scrypt
// or pbkdf2), decrypted in memory with a password from the environment or a prompt. The password
// never comes from argv and is never logged; the key never leaves this process.
import { readFile } from 'node:fs/promises';
import { Wallet } from '@ethereumjs/wallet';
import type { Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

export const KEYSTORE_PASSWORD_VARIABLE = 'TREASURY_KEYSTORE_PASSWORD';

export class KeystoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeystoreError';
  }
}

export async function unlockKeystore(path: string, password: string): Promise<PrivateKeyAccount> {
  let json: string;
  try {
    json = await readFile(path, 'utf8');
  } catch {
    throw new KeystoreError(`The treasury keystore ${path} cannot be read. Nothing was sent.`);
  }
  let wallet: Wallet;
  try {
    wallet = await Wallet.fromV3(json, password, true);
  } catch {
    throw new KeystoreError(
      `The treasury keystore ${path} could not be unlocked: wrong password or not a keystore ` +
        'file. Nothing was sent.',
    );
  }
  return privateKeyToAccount(wallet.getPrivateKeyString() as Hex);
}

/**
 * A light scrypt cost for keystores that protect public test keys only (tests, the local chain):
 * the cost is written in the file, so real keystores keep the library's strong default.
 */
export const LIGHT_SCRYPT_COST = 1024;

/**
 * Writes a keystore for a key (the local chain's treasury; `distribution keystore` for teams).
 * `scryptCost` is for public test keys only; without it the strong default applies.
 */
export async function keystoreJson(
  privateKey: Hex,
  password: string,
  options: { scryptCost?: number } = {},
): Promise<string> {
  const wallet = Wallet.fromPrivateKey(Buffer.from(privateKey.slice(2), 'hex'));
  const cost = options.scryptCost === undefined ? {} : { n: options.scryptCost };
  return JSON.stringify(await wallet.toV3(password, { kdf: 'scrypt', ...cost }));
}
