// Settles online payments nobody came back for: a pending order is asked about again and again,
// less often each time (poll interval × 2^checks, at most an hour), until Paytm gives it a final
// status. An order is first asked about a minute after it was created, when the investor's own
// return has had its chance. Workers of several api processes share the work: each claims one order
// at a time, under a lease, so that no two ask Paytm about the same order (decision 0082).
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_WORKER_CAUSE, type CreditCause } from '../ledger/credit-audit.js';
import { settleOnlinePayment } from '../online/online-orders.service.js';
import type { OrderRow } from '../orders.table.js';
import { claimDuePayment, findOrderByPurchaseId } from '../orders.repository.js';
import type { OnlineOrdersContext } from '../online-orders.context.js';

const BATCH_SIZE = 20;
const FIRST_CHECK_AFTER_MS = 60_000;
const LONGEST_INTERVAL_MS = 60 * 60_000;
// Room, beyond its Paytm calls, for settling a claimed order in the database.
const CLAIM_MARGIN_MS = 30_000;

export interface SettlementReport {
  checked: number;
  credited: number;
  failed: number;
  stillPending: number;
}

export interface PaymentWorkerOptions {
  pollMs: number;
  /** How long one call to Paytm may take; an order stays claimed for twice that and a margin. */
  paytmTimeoutMs: number;
  log: FastifyBaseLogger;
  /**
   * A context at the clock's current instant, taken for each order a pass settles; its `mail` sends
   * what a settlement queues.
   */
  context: () => OnlineOrdersContext;
}

export interface PaymentWorker {
  /**
   * One pass over the pending payments that are due; also usable without the timer, by a team
   * member (`cause`, audited with each credit; the worker's own by default).
   */
  settleDue(cause?: CreditCause): Promise<SettlementReport>;
  /**
   * Asks Paytm about one online order now, whenever it is due; the order as it stands afterwards,
   * or undefined when no order has that purchase id.
   */
  settleOrder(purchaseId: string, cause: CreditCause): Promise<OrderRow | undefined>;
  start(): void;
  stop(): Promise<void>;
}

export function createPaymentWorker(options: PaymentWorkerOptions): PaymentWorker {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;
  let stopped = false;

  async function settleDue(cause = PAYMENT_WORKER_CAUSE): Promise<SettlementReport> {
    const report: SettlementReport = { checked: 0, credited: 0, failed: 0, stillPending: 0 };
    while (report.checked < BATCH_SIZE) {
      // Each claim reads the clock afresh: its lease runs from when it is taken.
      const context = options.context();
      const order = await claimDuePayment(context.db, {
        createdBefore: new Date(context.now.getTime() - FIRST_CHECK_AFTER_MS),
        now: context.now,
        intervalMs: options.pollMs,
        longestIntervalMs: LONGEST_INTERVAL_MS,
        leaseUntil: new Date(context.now.getTime() + 2 * options.paytmTimeoutMs + CLAIM_MARGIN_MS),
      });
      if (!order) break;
      const settled = await settleOnlinePayment(context, order, cause);
      report.checked += 1;
      if (settled.status === 'credited') report.credited += 1;
      else if (settled.status === 'pending') report.stillPending += 1;
      else report.failed += 1;
    }
    return report;
  }

  async function settleOrder(
    purchaseId: string,
    cause: CreditCause,
  ): Promise<OrderRow | undefined> {
    const context = options.context();
    const order = await findOrderByPurchaseId(context.db, purchaseId.trim().toUpperCase());
    if (!order) return undefined;
    return settleOnlinePayment(context, order, cause);
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = settleDue(PAYMENT_WORKER_CAUSE)
        .catch((error: unknown) => options.log.error({ err: error }, 'payment settlement failed'))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  return {
    settleDue,
    settleOrder,
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
