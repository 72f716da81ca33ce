// Query and answer shapes of GET /order/history, GET /order/:purchaseId and GET /order/graph-data.
import { Type, type Static } from 'typebox';
import { OrderView } from '../orders.view.js';

export const OrderHistoryQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'From 1' }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 10, description: 'Orders per page' }),
});
export type OrderHistoryQuery = Static<typeof OrderHistoryQuery>;

export const OrderHistoryData = Type.Object({
  orders: Type.Array(OrderView, { description: 'Newest first, every status' }),
  count: Type.Integer({ minimum: 0, description: 'All the investor’s orders, on every page' }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});

export const OwnOrderParams = Type.Object({
  purchaseId: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'The order’s reference, such as RENT-7KX2M9QD4P',
  }),
});
export type OwnOrderParams = Static<typeof OwnOrderParams>;

export const OwnOrderData = Type.Object({ order: OrderView });

export const OrderTotalsData = Type.Object({
  amountPaid: Type.String({
    pattern: '^\\d+\\.\\d{2}$',
    description:
      'Rupees paid for the investor’s credited orders, with 2 decimals; bonus and referral tokens add nothing',
  }),
});

export const GraphDataQuery = Type.Object({
  range: Type.Enum(['7d', '30d'], {
    default: '7d',
    description: 'The last 7 or 30 days of India’s calendar, today included',
  }),
});
export type GraphDataQuery = Static<typeof GraphDataQuery>;

export const GraphData = Type.Object({
  range: Type.Enum(['7d', '30d']),
  labels: Type.Array(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), {
    description: 'Days (India Standard Time), oldest first',
  }),
  data: Type.Array(Type.String({ pattern: '^\\d+(\\.\\d+)?$' }), {
    description: 'RENT credited on each day of labels (base, bonus and referral), exact decimals',
  }),
});
