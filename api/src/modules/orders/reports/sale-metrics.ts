// The sale's gauges, read from the database when scraped (decision 0083): orders by status and
// payment method, tokens sold against the hard cap, and how long the oldest unsettled online
// payment and the oldest manual transfer awaiting review have waited. Tokens are exact decimals
// everywhere else; only here do they become floating-point figures.
import type { FastifyInstance } from 'fastify';
import type {} from '../../../plugins/metrics.js';
import { Gauge } from 'prom-client';
import { ageSeconds, figureGauges } from '../../../lib/figure-gauges.js';
import { soldTokens } from '../orders.repository.js';
import { ORDER_STATUSES, PAYMENT_METHODS, type PaymentMethod } from '../orders.table.js';
import { orderGroups, type OrderGroup } from './sale-figures.repository.js';

interface SaleFigures {
  now: Date;
  groups: OrderGroup[];
  soldTokens: string;
}

function oldestPending(figures: SaleFigures, method: PaymentMethod): Date | null {
  const group = figures.groups.find((g) => g.status === 'pending' && g.method === method);
  return group?.oldestCreatedAt ?? null;
}

export function registerSaleMetrics(app: FastifyInstance): void {
  const registry = app.metrics.registry;
  new Gauge({
    name: 'rent_api_tokens_hard_cap',
    help: 'The sale’s hard cap in RENT: tokens sold never pass it',
    registers: [registry],
  }).set(Number(app.config.sale.hardCap));
  figureGauges<SaleFigures>({
    registry,
    log: app.log.child({ module: 'orders' }),
    what: 'the sale figures',
    read: async () => {
      const now = app.now();
      const [groups, sold] = await Promise.all([orderGroups(app.db), soldTokens(app.db)]);
      return { now, groups, soldTokens: sold };
    },
    gauges: [
      {
        name: 'rent_api_orders',
        help: 'Orders by status and payment method (paytm, manual, referral)',
        labelNames: ['status', 'method'],
        show(gauge, { groups }) {
          // Every combination is shown, 0 when there is none, so that a series never vanishes.
          for (const status of ORDER_STATUSES) {
            for (const method of PAYMENT_METHODS) {
              const group = groups.find((g) => g.status === status && g.method === method);
              gauge.set({ status, method }, group?.orders ?? 0);
            }
          }
        },
      },
      {
        name: 'rent_api_tokens_sold',
        help: 'RENT allocated by credited orders (base, bonus and referral): the sale’s running total',
        show: (gauge, figures) => gauge.set(Number(figures.soldTokens)),
      },
      {
        name: 'rent_api_payment_settlement_lag_seconds',
        help: 'How long the oldest online (Paytm) order still pending has waited, 0 when none',
        show: (gauge, figures) =>
          gauge.set(ageSeconds(oldestPending(figures, 'paytm'), figures.now)),
      },
      {
        name: 'rent_api_manual_review_lag_seconds',
        help: 'How long the oldest manual transfer awaiting the team’s review has waited, 0 when none',
        show: (gauge, figures) =>
          gauge.set(ageSeconds(oldestPending(figures, 'manual'), figures.now)),
      },
    ],
  });
}
