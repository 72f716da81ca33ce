import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { checkHealth } from './health.service.js';

const Ready = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('up'),
});

const Alive = Type.Object({ status: Type.Literal('ok') });

// Liveness says the process answers and nothing else, so that an orchestrator restarts only a
// process that is stuck; readiness says its database answers too, so that traffic waits for it.
// `/health` stays the readiness check it always was (decision 0113).
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        tags: ['health'],
        summary: 'Whether the api process answers, whatever its database does',
        response: envelopeResponses(Alive),
      },
    },
    async () => ok({ status: 'ok' } as const, 'Service is alive'),
  );

  for (const [url, operationId] of [
    ['/health/ready', 'getReadiness'],
    ['/health', 'getHealth'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          operationId,
          tags: ['health'],
          summary: 'Whether the api and its database answer',
          response: envelopeResponses(Ready),
        },
      },
      async (request) => ok(await checkHealth(app.db, request.log), 'Service is healthy'),
    );
  }
};
