// Gives modules `app.mail`: `wake()` after a transaction that queued mail, `keep()` and `sendKept()`
// for a transaction whose mail this process sends itself once it commits (decision 0159), and
// `deliverDue()` for tools and tests that drive the outbox by hand. The worker starts with the app
// (unless disabled) and stops before the database closes. Its gauges are on `app.metrics`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailWorker, type DeliveryReport, type MailWorker } from './mail-worker.js';
import { createMailer } from './mailer.js';
import { registerOutboxMetrics } from './outbox-metrics.js';

export interface MailService extends MailHandOff {
  wake(): void;
  deliverDue(): Promise<DeliveryReport>;
}

/** What a service that queues mail in its transactions needs to send it itself after the commit. */
export type MailHandOff = Pick<MailWorker, 'keep' | 'sendKept'>;

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  /** Whether the worker polls the outbox on its own. */
  worker: boolean;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app: FastifyInstance, options) => {
    const mailer = createMailer(app.config.mail, app.config.operator);
    const worker = createMailWorker({
      db: app.db,
      now: app.now,
      mailer,
      pollMs: app.config.mail.pollMs,
      maxAttempts: app.config.mail.maxAttempts,
      log: app.log.child({ module: 'mail' }),
    });
    app.decorate('mail', {
      wake: worker.wake,
      deliverDue: worker.deliverDue,
      keep: worker.keep,
      sendKept: worker.sendKept,
    });
    registerOutboxMetrics(app);
    if (options.worker) app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => {
      await worker.stop();
      mailer.close();
    });
  },
  { name: 'mail', dependencies: ['context', 'database', 'metrics'] },
);
