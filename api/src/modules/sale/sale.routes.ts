import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
    async () => ok(describeSale(app.config.sale, app.now(), app.config), 'Sale details'),
  );
};
