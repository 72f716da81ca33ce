// The configuration and the clock, available to every module as `app.config` and `app.now()`.
// The clock is injectable so that tests can stand at any instant of the sale.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    now: Clock;
  }
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
