// Investors buying online one purchase after another, each loop as one browser: create the order,
// pay it at Paytm, come back to the payment return. Every answer is recorded, so a suite can say
// afterwards what the investors were told while a fault struck.
import { setTimeout as sleep } from 'node:timers/promises';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import type { Session } from '@rent/test-kit/session';
import {
  createOnlineOrder,
  returnFromPaytm,
  type OnlineOrder,
  type ReturnOutcome,
} from './paytm.js';

export interface PaidPurchase {
  investor: number;
  order: OnlineOrder;
  /** What Paytm's page posted back: replaying it is the browser coming back again. */
  callback: Record<string, string>;
  outcome: ReturnOutcome;
  /** The label of the moment the return was answered (e.g. before, during or after a fault). */
  moment: string;
}

export interface PurchaseLoad {
  readonly purchases: readonly PaidPurchase[];
  /** `extensions.code` of every error the gateway answered an order creation with. */
  readonly errorCodes: readonly unknown[];
  /** Labels the purchases answered from now on. */
  mark(moment: string): void;
  /** Ends every loop after its current purchase and waits for them. */
  stop(): Promise<void>;
}

export function startPurchaseLoad(
  urls: { gateway: string; sandbox: string },
  sessions: readonly Session[],
): PurchaseLoad {
  const purchases: PaidPurchase[] = [];
  const errorCodes: unknown[] = [];
  let moment = 'start';
  let stopped = false;

  async function buyRepeatedly(session: Session, investor: number) {
    for (let round = 0; !stopped; round += 1) {
      // 1 to 5 tokens: different sums make a wrong total visible.
      const amount = String(((investor + round) % 5) * 1000 + 1000);
      const created = await createOnlineOrder(session, amount);
      if ('errors' in created) {
        errorCodes.push(...created.errors.map((error) => error.extensions?.code));
        // Api is away: try again soon, as an investor pressing the button again would.
        await sleep(100);
        continue;
      }
      const callback = await payAtPaytm(urls.sandbox, created.order.paytmOrderId, 'TXN_SUCCESS');
      const outcome = await returnFromPaytm(urls.gateway, callback);
      purchases.push({ investor, order: created.order, callback, outcome, moment });
    }
  }

  // Settled results: a loop failing early is reported by stop(), not as an unhandled rejection.
  const loops = Promise.allSettled(sessions.map((session, index) => buyRepeatedly(session, index)));
  return {
    purchases,
    errorCodes,
    mark: (label) => {
      moment = label;
    },
    stop: async () => {
      stopped = true;
      const failure = (await loops).find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    },
  };
}
