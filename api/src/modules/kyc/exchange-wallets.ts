// The known exchange wallets of api/data/exchange-wallets.json, refused as receiving wallets. The
// file is read and checked once at start-up: a malformed list stops the api rather than letting
// every address through.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { toChecksumAddress } from './bep20-address.js';

// The same relative path from src/modules/kyc and from dist/modules/kyc.
export const EXCHANGE_WALLETS_FILE = fileURLToPath(
  new URL('../../../data/exchange-wallets.json', import.meta.url),
);

const ExchangeWalletsFile = Type.Object({
  description: Type.String(),
  source: Type.String({ minLength: 1 }),
  wallets: Type.Array(
    Type.Object({
      address: Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' }),
      exchange: Type.String({ minLength: 1 }),
      label: Type.String({ minLength: 1 }),
      source: Type.String({ minLength: 1 }),
    }),
    { minItems: 1 },
  ),
});

export interface ExchangeWallet {
  address: string;
  exchange: string;
  label: string;
  source: string;
}

export interface ExchangeWallets {
  readonly wallets: readonly ExchangeWallet[];
  /** Whether a lowercase address is on the list. */
  has(normalisedAddress: string): boolean;
}

export function loadExchangeWallets(file: string = EXCHANGE_WALLETS_FILE): ExchangeWallets {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Value.Check(ExchangeWalletsFile, parsed)) {
    throw new Error(`${file} is not a list of exchange wallets`);
  }
  for (const { address } of parsed.wallets) {
    if (toChecksumAddress(address) !== address) {
      throw new Error(`${file}: ${address} is not in its EIP-55 checksummed form`);
    }
  }
  const addresses = new Set(parsed.wallets.map(({ address }) => address.toLowerCase()));
  return { wallets: parsed.wallets, has: (address) => addresses.has(address) };
}
