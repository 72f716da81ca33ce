// Settles online payments nobody came back for: a pending order is asked about again and again,
// less often each time (poll interval × 2^checks, at most an hour), until Paytm gives it a final
// status. An order is first asked about a minute after it was created, when the investor's own
// return has had its chance.
import type { FastifyBaseLogger } from 'fastify';
import { settleOnlinePayment } from './online-orders.service.js';
import type { OrdersContext } from './orders.context.js';
import { pendingPaymentsDue } from './orders.repository.js';

const BATCH_SIZE = 20;
const FIRST_CHECK_AFTER_MS = 60_000;
const LONGEST_INTERVAL_MS = 60 * 60_000;

export interface SettlementReport {
  checked: number;
  credited: number;
  failed: number;
  stillPending: number;
}

export interface PaymentWorkerOptions {
  pollMs: number;
  log: FastifyBaseLogger;
  /** A context for one pass, at the clock's current instant. */
  context: () => OrdersContext;
}

export interface PaymentWorker {
  /** One pass over the pending payments that are due; also usable without the timer. */
  settleDue(): Promise<SettlementReport>;
  start(): void;
  stop(): Promise<void>;
}

export function createPaymentWorker(options: PaymentWorkerOptions): PaymentWorker {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  let stopped = false;

  async function settleDue(): Promise<SettlementReport> {
    const context = options.context();
    const report: SettlementReport = { checked: 0, credited: 0, failed: 0, stillPending: 0 };
    const due = await pendingPaymentsDue(context.db, {
      createdBefore: new Date(context.now.getTime() - FIRST_CHECK_AFTER_MS),
      now: context.now,
      intervalMs: options.pollMs,
      longestIntervalMs: LONGEST_INTERVAL_MS,
      limit: BATCH_SIZE,
    });
    for (const order of due) {
      const settled = await settleOnlinePayment(context, order);
      report.checked += 1;
      if (settled.status === 'credited') report.credited += 1;
      else if (settled.status === 'pending') report.stillPending += 1;
      else report.failed += 1;
    }
    return report;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = settleDue()
        .catch((error: unknown) => options.log.error({ err: error }, 'payment settlement failed'))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  return {
    settleDue,
    start: () => {
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
