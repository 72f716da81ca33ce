import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { supplyFigures } from './supply.service.js';

const DecimalText = (description: string) =>
  Type.String({ pattern: '^\\d+(\\.\\d+)?$', description });

const Supply = Type.Object({
  totalSold: DecimalText('RENT allocated by credited orders, as an exact decimal string'),
  totalHeld: DecimalText(
    'RENT set aside now for orders awaiting payment or review and for referral bonuses awaiting ' +
      'the referrer’s KYC: not sold, not available',
  ),
  available: DecimalText(
    'RENT a new order can still take now: the hard cap less what is sold and held (bonus included)',
  ),
});

export const supplyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rent/supply',
    {
      schema: {
        operationId: 'getRentSupply',
        tags: ['supply'],
        summary: 'Tokens sold so far, held by pending orders, and still available',
        response: envelopeResponses(Supply),
      },
    },
    async () => ok(await supplyFigures(app.db, app.config.sale, app.now()), 'Token supply'),
  );
};
