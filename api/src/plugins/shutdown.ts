// Graceful shutdown, as seen by clients: once closing starts, requests already running finish and
// their connections are closed behind them (a keep-alive client would otherwise hold the server
// open), and requests that still arrive are told to go elsewhere with a 503 in the envelope.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.js';
import { UNAVAILABLE_MESSAGE } from '../lib/errors.js';

export const shutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (closing) await reply.code(503).send(failure(UNAVAILABLE_MESSAGE));
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);
