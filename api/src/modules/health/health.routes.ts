import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { checkHealth } from './health.service.js';

const Health = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('up'),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Whether the api and its database answer',
        response: envelopeResponses(Health),
      },
    },
    async (request) => ok(await checkHealth(app.db, request.log), 'Service is healthy'),
  );
};
