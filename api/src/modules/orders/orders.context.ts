import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SaleDefinition } from '../sale/sale.definition.js';
import type { PaytmClient } from './paytm/paytm-client.js';

/** What the order services need from the app, for one request or one worker pass. */
export interface OrdersContext {
  db: Kysely<Database>;
  /** The instant of the request or pass, from the app's clock. */
  now: Date;
  sale: SaleDefinition;
  paytm: PaytmClient;
  /** Where investors reach the product; Paytm returns them to `{publicUrl}/payment/callback`. */
  publicUrl: string;
  log: FastifyBaseLogger;
}
