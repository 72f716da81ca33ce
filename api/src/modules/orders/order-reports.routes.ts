// GET /order/history (the investor's own orders) and GET /order/graph-data (public: tokens sold
// per day, for the dashboard's chart).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../auth/authenticate.plugin.js';
import { orderHistory, salesGraph } from './order-reports.service.js';
import {
  GraphData,
  GraphDataQuery,
  OrderHistoryData,
  OrderHistoryQuery,
} from './order-reports.schemas.js';
import type { OrdersContext } from './orders.context.js';
import { ORDER_MESSAGES } from './orders.messages.js';

export interface OrderReportsRoutesOptions {
  context: () => OrdersContext;
}

export const orderReportsRoutes: FastifyPluginAsyncTypebox<OrderReportsRoutesOptions> = async (
  app,
  { context },
) => {
  app.get(
    '/order/history',
    {
      preHandler: app.authenticate,
      schema: {
        security: SIGNED_IN_SECURITY,
        tags: ['orders'],
        summary: 'The signed-in investor’s orders, newest first, page by page',
        querystring: OrderHistoryQuery,
        response: envelopeResponses(OrderHistoryData),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const history = await orderHistory(context().db, signedInUser(request).id, page, limit);
      return ok(history, ORDER_MESSAGES.history);
    },
  );

  app.get(
    '/order/graph-data',
    {
      schema: {
        tags: ['orders'],
        summary: 'RENT sold on each of the last 7 or 30 days (India Standard Time)',
        querystring: GraphDataQuery,
        response: envelopeResponses(GraphData),
      },
    },
    async (request) => {
      const { db, now } = context();
      return ok(await salesGraph(db, now, request.query.range), ORDER_MESSAGES.graphData);
    },
  );
};
