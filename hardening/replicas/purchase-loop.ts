// Investors buying online one purchase after another through the site, each loop as one browser:
// create the order, pay it at Paytm, come back to the payment return. Every request is kept with
// the instant it was sent and whether it succeeded, so that a suite can tell the requests sent
// after a replica died from those it cut off.
import { setTimeout as sleep } from 'node:timers/promises';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import {
  createOnlineOrder,
  returnFromPaytm,
  type OnlineOrder,
  type ReturnOutcome,
} from '../faults/paytm.js';
import type { Session } from '@rent/test-kit/session';

export interface SentRequest {
  request: 'createOnlineOrder' | 'payment return';
  /** `Date.now()` when it was sent. */
  sentAt: number;
  /** An order made, or a return told `success`. */
  succeeded: boolean;
  /** The error codes or the return's outcome. */
  answer: string;
}

export interface PaidOrder {
  investor: number;
  order: OnlineOrder;
  /** The fields Paytm's page posted back: posting them again is the browser coming back. */
  callback: Record<string, string>;
  /** Where the first return sent the browser, once it answered. */
  outcome?: ReturnOutcome;
  /** `Date.now()` when the order was asked for. */
  orderedAt: number;
}

export interface PurchaseLoop {
  readonly sent: readonly SentRequest[];
  readonly paid: readonly PaidOrder[];
  /** Ends every loop after its current purchase and waits for them. */
  stop(): Promise<void>;
}

export function startPurchaseLoop(
  urls: { site: string; sandbox: string },
  sessions: readonly Session[],
): PurchaseLoop {
  const sent: SentRequest[] = [];
  const paid: PaidOrder[] = [];
  let stopped = false;

  async function buyRepeatedly(session: Session, investor: number) {
    for (let round = 0; !stopped; round += 1) {
      // 1 to 5 tokens: different sums make a wrong total visible.
      const amount = String(((investor + round) % 5) * 1000 + 1000);
      const orderedAt = Date.now();
      const created = await createOnlineOrder(session, amount);
      const failed = 'errors' in created;
      sent.push({
        request: 'createOnlineOrder',
        sentAt: orderedAt,
        succeeded: !failed,
        answer: failed
          ? created.errors.map((error) => String(error.extensions?.code)).join(',')
          : 'created',
      });
      if (failed) {
        // The investor presses the button again a moment later.
        await sleep(50);
        continue;
      }
      const callback = await payAtPaytm(urls.sandbox, created.order.paytmOrderId, 'TXN_SUCCESS');
      const purchase: PaidOrder = { investor, order: created.order, callback, orderedAt };
      paid.push(purchase);
      const returnedAt = Date.now();
      purchase.outcome = await returnFromPaytm(urls.site, callback);
      sent.push({
        request: 'payment return',
        sentAt: returnedAt,
        succeeded: purchase.outcome === 'success',
        answer: purchase.outcome,
      });
    }
  }

  // Settled results: a loop failing early is reported by stop(), not as an unhandled rejection.
  const loops = Promise.allSettled(sessions.map((session, index) => buyRepeatedly(session, index)));
  return {
    sent,
    paid,
    stop: async () => {
      stopped = true;
      const failure = (await loops).find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    },
  };
}
