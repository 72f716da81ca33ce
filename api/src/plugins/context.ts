// The configuration and the clock, available to every module as `app.config` and `app.now()`, and
// the one context type routes, services and workers receive. The clock is injectable so that tests
// can stand at any instant of the sale.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { PasswordChecks } from '../modules/auth/index.js';
import type { DocumentStorage } from '../modules/documents/index.js';
import type { ExchangeWallets } from '../modules/kyc/index.js';
import type { PaytmClient } from '../modules/orders/index.js';
import type { SaleDefinition } from '../modules/sale/index.js';
import type {} from './database.js';
import type {} from './limit-counters.js';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    now: Clock;
  }
}

/**
 * What the app hands a service for one request, one worker pass or one admin command. A service
 * names the part it uses (`Pick<RequestContext, 'db' | 'now'>`), so a test or the admin CLI gives
 * only that part.
 */
export interface RequestContext {
  db: Kysely<Database>;
  /** The instant of the request or pass, from the app's clock. */
  now: Date;
  /** Where investors reach the product: links in mails, Paytm's return to `/payment/callback`. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The sale being run (its hard cap guards every credit). */
  sale: SaleDefinition;
  /** Signs and checks access tokens. */
  jwtSecret: string;
  /** The client's address, for the limits on password checks. */
  clientIp: string;
  /** Who acts, as written in the audit log (`admin-cli:<os user>`). */
  actor: string;
  /** Private files: identity documents and payment proofs. */
  storage: DocumentStorage;
  paytm: PaytmClient;
  exchangeWallets: ExchangeWallets;
  passwordChecks: PasswordChecks;
}

/** The part of the context that comes from the app alone, read at the instant of the call. */
export function contextOf(
  app: FastifyInstance,
): Pick<RequestContext, 'db' | 'now' | 'publicUrl' | 'log' | 'sale' | 'jwtSecret'> {
  return {
    db: app.db,
    now: app.now(),
    publicUrl: app.config.publicUrl,
    log: app.log,
    sale: app.config.sale,
    jwtSecret: app.config.jwtSecret,
  };
}

export interface ContextPluginOptions {
  config: AppConfig;
  now: Clock;
}

export const contextPlugin = fp<ContextPluginOptions>(
  async (app: FastifyInstance, { config, now }) => {
    app.decorate('config', config);
    app.decorate('now', now);
  },
  { name: 'context' },
);
