import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentStorage } from './document-storage.js';
import type { ExchangeWallets } from './exchange-wallets.js';

/** What the KYC and wallet services need from the app, for one request. */
export interface KycContext {
  db: Kysely<Database>;
  /** The request's instant, from the app's clock. */
  now: Date;
  storage: DocumentStorage;
  exchangeWallets: ExchangeWallets;
}
