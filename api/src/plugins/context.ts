// The configuration and the clock, available to every module as `app.config` and `app.now()`, and
// the context routes, services and workers receive. The clock is injectable so that tests can stand
// at any instant of the sale. The context carries only what the app itself owns: a module that needs
// a capability of its own (Paytm, the document storage, the password checks) adds it to the context
// it builds, and names it in its own context type (decision 0121).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
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
 * names the part it uses (`Pick<RequestContext, 'db' | 'now'>`, with its module's capabilities
 * beside it), so a test or the admin CLI gives only that part.
 */
export interface RequestContext {
  db: Kysely<Database>;
  /** The instant of the request or pass, from the app's clock. */
  now: Date;
  /** Where investors reach the product: links in mails, Paytm's return to `/payment/callback`. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The sale being run (its hard cap guards every credit). */
  sale: AppConfig['sale'];
  /** Signs and checks access tokens. */
  jwtSecret: string;
  /** The client's address, for the limits on password checks. */
  clientIp: string;
  /** Who acts, as written in the audit log (`admin-cli:<os user>`). */
  actor: string;
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
