// GET /order/history (the investor's own orders), GET /order/totals (what they paid), GET /order/:purchaseId (one of them, for the
// payment result screen) and GET /order/graph-data (public: tokens sold per day, for the chart).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../../plugins/signed-in.js';
import { orderHistory, ownOrder, salesGraph } from './order-reports.service.js';
import {
  GraphData,
  GraphDataQuery,
  OrderHistoryData,
  OrderHistoryQuery,
  OwnOrderData,
  OwnOrderParams,
  OrderTotalsData,
} from './order-reports.schemas.js';
import { formatRupees } from '@rent/sale-rules';
import { sumCreditedPaymentsOfUser } from '../orders.repository.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import { contextOf } from '../../../plugins/context.js';

export const orderReportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = () => contextOf(app);
  app.get(
    '/order/history',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOrderHistory',
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
        operationId: 'getSalesGraph',
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

  app.get(
    '/order/totals',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOrderTotals',
        security: SIGNED_IN_SECURITY,
        tags: ['orders'],
        summary: 'What the signed-in investor has paid for their credited orders (decision 0088)',
        response: envelopeResponses(OrderTotalsData),
      },
    },
    async (request) => {
      const paidPaise = await sumCreditedPaymentsOfUser(context().db, signedInUser(request).id);
      return ok({ amountPaid: formatRupees(paidPaise) }, ORDER_MESSAGES.totals);
    },
  );

  // The router tries the fixed paths (/order/history, /order/totals, /order/graph-data) before this one.
  app.get(
    '/order/:purchaseId',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOrder',
        security: SIGNED_IN_SECURITY,
        tags: ['orders'],
        summary: 'One of the signed-in investor’s orders by its reference; 404 for any other',
        params: OwnOrderParams,
        response: envelopeResponses(OwnOrderData),
      },
    },
    async (request) => {
      const { db } = context();
      const order = await ownOrder(db, signedInUser(request).id, request.params.purchaseId);
      return ok({ order }, ORDER_MESSAGES.order);
    },
  );
};
