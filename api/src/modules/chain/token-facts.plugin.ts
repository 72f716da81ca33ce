// Decorates the app with `tokenFacts`, read from the chain once at start-up.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChainReader } from './chain-client.js';
import { tokenFactsSource, type TokenFactsSource } from './token-facts.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokenFacts: TokenFactsSource;
  }
}

export const tokenFactsPlugin = fp(
  async (app: FastifyInstance) => {
    const { chain } = app.config;
    const source = tokenFactsSource(chain, chain ? createChainReader(chain) : null, (error) =>
      app.log.warn(
        { err: error },
        'The token contract could not be read; its facts will be read again later',
      ),
    );
    app.decorate('tokenFacts', source);
  },
  { name: 'token-facts', dependencies: ['context'] },
);
