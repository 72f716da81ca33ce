import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { tokenSupply } from './supply.service.js';

const Supply = Type.Object({
  totalSold: Type.String({
    pattern: '^\\d+(\\.\\d+)?$',
    description: 'RENT allocated by credited orders, as an exact decimal string',
  }),
});

export const supplyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rent/supply',
    {
      schema: {
        operationId: 'getRentSupply',
        tags: ['supply'],
        summary: 'Tokens sold so far',
        response: envelopeResponses(Supply),
      },
    },
    async () => ok(await tokenSupply(app.db), 'Token supply'),
  );
};
