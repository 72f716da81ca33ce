import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {} from '../chain/index.js';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { SaleView } from './sale.schema.js';
import { describeSale } from './sale.service.js';

export const saleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sale',
    {
      schema: {
        operationId: 'getSale',
        tags: ['sale'],
        summary: 'Token facts, price, caps and the phases with their status now',
        response: envelopeResponses(SaleView),
      },
    },
    async () =>
      ok(
        {
          ...describeSale(app.config.sale, app.now(), app.config),
          token: app.tokenFacts.current(),
        },
        'Sale details',
      ),
  );
};
