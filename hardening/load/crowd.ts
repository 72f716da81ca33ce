// The crowd at work: every investor orders at once (wave 1); while those orders are being paid,
// declined or abandoned, every investor orders again and pays (wave 2), so new reservations race
// the credits of the first ones for the running total's lock; once all is settled, every investor
// orders and pays once more (wave 3) for what declined orders gave back. An investor told "Only N
// RENT left" tries once more for what fits in N, as the message invites, which drains the supply
// to the last tokens. A few of Paytm's returns arrive twice at once, and a few are replayed once
// everything has settled.
import type { Session } from '@rent/test-kit/session';
import {
  createOnlineOrder,
  payOnPaytm,
  returnFromPaytm,
  tokensLeftIn,
  type OrderAnswer,
  type PaymentReturn,
  type PaytmCallbackForm,
} from './buying.js';
import { fittedOrder, toHundredths, type PlannedOrder } from './plan.js';
import type { TrafficLog } from './traffic.js';

export interface Crowd {
  gatewayUrl: string;
  sandboxUrl: string;
  /** Signed-in sessions, by investor index. */
  sessions: readonly Session[];
  traffic: TrafficLog;
}

export interface OrderRecord {
  plan: PlannedOrder;
  answer: OrderAnswer;
  /** The form Paytm's page posted back, when the order was paid or declined. */
  form?: PaytmCallbackForm;
  /** Where each post of that form sent the browser. */
  returns: PaymentReturn[];
  /** Where the same form, posted again after everything settled, sent the browser. */
  replay?: PaymentReturn;
}

export async function buyTogether(
  crowd: Crowd,
  plan: readonly PlannedOrder[],
): Promise<OrderRecord[]> {
  const firstWave = (
    await Promise.all(
      plan.filter((order) => order.wave === 1).map((order) => placeOrder(crowd, order)),
    )
  ).flat();
  const [paidFirst, secondWave] = await Promise.all([
    Promise.all(firstWave.map((record) => completePayment(crowd, record))),
    placeAndPay(
      crowd,
      plan.filter((order) => order.wave === 2),
    ),
  ]);
  const thirdWave = await placeAndPay(
    crowd,
    plan.filter((order) => order.wave === 3),
  );
  return [...paidFirst, ...secondWave, ...thirdWave];
}

/** Every order placed at once, each paid for as soon as it is reserved. */
async function placeAndPay(crowd: Crowd, orders: readonly PlannedOrder[]): Promise<OrderRecord[]> {
  const records = await Promise.all(
    orders.map(async (order) => {
      const placed = await placeOrder(crowd, order);
      return Promise.all(placed.map((record) => completePayment(crowd, record)));
    }),
  );
  return records.flat();
}

/** The planned order, and the fitted second try when the first was told how much is left. */
async function placeOrder(crowd: Crowd, plan: PlannedOrder): Promise<OrderRecord[]> {
  const session = sessionOf(crowd, plan.investor);
  const answer = await createOnlineOrder(session, plan.baseTokens, crowd.traffic);
  const record: OrderRecord = { plan, answer, returns: [] };
  const left = answer.accepted ? null : tokensLeftIn(answer.error.message);
  const retry = left === null || plan.fitted ? null : fittedOrder(plan, toHundredths(left));
  if (!retry) return [record];
  const second = await createOnlineOrder(session, retry.baseTokens, crowd.traffic);
  return [record, { plan: retry, answer: second, returns: [] }];
}

async function completePayment(crowd: Crowd, record: OrderRecord): Promise<OrderRecord> {
  const { answer, plan } = record;
  if (!answer.accepted || plan.payment === 'abandoned') return record;
  const status = plan.payment === 'paid' ? 'TXN_SUCCESS' : 'TXN_FAILURE';
  const form = await payOnPaytm(crowd.sandboxUrl, answer.paytmOrderId, status, crowd.traffic);
  const posts = plan.returnsTwice ? 2 : 1;
  const returns = await Promise.all(
    Array.from({ length: posts }, () => returnFromPaytm(crowd.gatewayUrl, form, crowd.traffic)),
  );
  return { ...record, form, returns };
}

/** Posts the form of the first `count` paid or declined orders once more, all at once. */
export async function replayReturns(
  crowd: Crowd,
  records: readonly OrderRecord[],
  count: number,
): Promise<OrderRecord[]> {
  const chosen = new Set(records.filter((record) => record.form).slice(0, count));
  return Promise.all(
    records.map(async (record) =>
      chosen.has(record) && record.form
        ? { ...record, replay: await returnFromPaytm(crowd.gatewayUrl, record.form, crowd.traffic) }
        : record,
    ),
  );
}

/**
 * What a new order is told while `holder`'s order of `holderTokens` is pending: the order is
 * placed, `asker` asks for `askedTokens`, and the order is then declined at Paytm, which gives its
 * tokens back to the sale. Answers the refusal's message.
 */
export async function refusalWhilePending(
  crowd: Crowd,
  holder: { investor: number; baseTokens: bigint },
  asker: { investor: number; baseTokens: bigint },
): Promise<string> {
  const held = await createOnlineOrder(
    sessionOf(crowd, holder.investor),
    holder.baseTokens,
    crowd.traffic,
  );
  if (!held.accepted) throw new Error(`the holding order was refused: ${held.error.message}`);
  try {
    const asked = await createOnlineOrder(
      sessionOf(crowd, asker.investor),
      asker.baseTokens,
      crowd.traffic,
    );
    if (asked.accepted) throw new Error(`${asker.baseTokens} RENT were reserved`);
    return asked.error.message;
  } finally {
    const form = await payOnPaytm(
      crowd.sandboxUrl,
      held.paytmOrderId,
      'TXN_FAILURE',
      crowd.traffic,
    );
    await returnFromPaytm(crowd.gatewayUrl, form, crowd.traffic);
  }
}

function sessionOf(crowd: Crowd, investor: number): Session {
  const session = crowd.sessions[investor];
  if (!session) throw new Error(`investor ${investor} is not signed in`);
  return session;
}
