// The orders module: its routes, the Paytm client, and the worker that settles payments nobody
// came back for. `app.payments.settleDue()` runs one pass by hand (tests, the admin CLI).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDocumentStorage, type DocumentStorage } from '../kyc/document-storage.js';
import { manualOrdersRoutes } from './manual-orders.routes.js';
import { orderReportsRoutes } from './order-reports.routes.js';
import type { OrdersContext } from './orders.context.js';
import { ordersRoutes } from './orders.routes.js';
import { createPaymentWorker, type SettlementReport } from './payment-worker.js';
import { createPaytmClient, type PaytmClient } from './paytm/paytm-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: { settleDue(): Promise<SettlementReport> };
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
    const context = (): OrdersContext => ({
      db: app.db,
      now: app.now(),
      sale: app.config.sale,
      paytm,
      publicUrl: app.config.publicUrl,
      log,
    });
    const worker = createPaymentWorker({ pollMs: app.config.paytm.pollMs, log, context });
    app.decorate('payments', { settleDue: worker.settleDue });
    if (options.worker) app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());

    await app.register(ordersRoutes, { prefix: options.prefix, context });
    await app.register(manualOrdersRoutes, {
      prefix: options.prefix,
      context,
      storage: options.storage ?? createDocumentStorage(app.config.storage),
    });
    await app.register(orderReportsRoutes, { prefix: options.prefix, context });
  },
  { name: 'orders', dependencies: ['context', 'database', 'authenticate'] },
);
