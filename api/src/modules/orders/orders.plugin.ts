// The orders module: its routes, the Paytm client, and the worker that settles payments nobody
// came back for. `app.payments.settleDue()` runs one pass by hand (tests, the admin CLI). The
// sale's gauges are on `app.metrics`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDocumentStorage, type DocumentStorage } from '../documents/index.js';
import { manualOrdersRoutes } from './manual/manual-orders.routes.js';
import { orderReportsRoutes } from './reports/order-reports.routes.js';
import { statementsRoutes } from './statements/statements.routes.js';
import { contextOf } from '../../plugins/context.js';
import { ordersRoutes } from './online/online-orders.routes.js';
import { createPaymentWorker, type PaymentWorker } from './paytm/payment-worker.js';
import { createPaytmClient, type PaytmClient } from './paytm/paytm-client.js';
import { registerSaleMetrics } from './reports/sale-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Pick<PaymentWorker, 'settleDue' | 'settleOrder'>;
  }
}

export interface OrdersPluginOptions {
  /** Where the REST routes live, e.g. `/api/v1`. */
  prefix: string;
  /** Whether the worker settles pending payments on its own (default true). */
  worker: boolean;
  /** Replaces the client built from config.paytm. */
  paytm?: PaytmClient;
  /** Replaces the storage of payment proofs built from config.storage. */
  storage?: DocumentStorage;
}

export const ordersPlugin = fp<OrdersPluginOptions>(
  async (app: FastifyInstance, options) => {
    const paytm = options.paytm ?? createPaytmClient(app.config.paytm);
    const log = app.log.child({ module: 'orders' });
    const context = () => ({ ...contextOf(app), paytm, log, mail: app.mail });
    const worker = createPaymentWorker({
      pollMs: app.config.paytm.pollMs,
      paytmTimeoutMs: app.config.paytm.timeoutMs,
      log,
      context,
    });
    app.decorate('payments', { settleDue: worker.settleDue, settleOrder: worker.settleOrder });
    if (options.worker) app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
    registerSaleMetrics(app);

    await app.register(ordersRoutes, { prefix: options.prefix, paytm, log });
    await app.register(manualOrdersRoutes, {
      prefix: options.prefix,
      storage: options.storage ?? createDocumentStorage(app.config.storage),
    });
    await app.register(orderReportsRoutes, { prefix: options.prefix });
    await app.register(statementsRoutes, { prefix: options.prefix });
  },
  { name: 'orders', dependencies: ['context', 'database', 'mail', 'authenticate', 'metrics'] },
);
