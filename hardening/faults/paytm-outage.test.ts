// Paytm's transaction status API failing, dropping the connection or timing out: an investor
// coming back from a paid order must find it pending (api cannot know yet, and must not guess),
// and the payment worker must settle every such order once Paytm answers again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseDecimal } from '@rent/sale-rules';
import { eventually } from '@rent/test-kit/eventually';
import {
  payAtPaytm,
  paytmStatusRequests,
  setPaytmSwitches,
  type PaytmSwitches,
  type PaytmTxnStatus,
} from '@rent/test-kit/sandbox';
import { signedIn, type Session } from '@rent/test-kit/session';
import { sized } from '../support/size.js';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { listedOrders, shownBalances, tokenBalance } from './gateway-answers.js';
import { balanceMismatches, creditedBalances, ledgerProblems } from './ledger.js';
import { createOnlineOrder, returnFromPaytm, type OnlineOrder } from './paytm.js';

// api gives up on Paytm after this long; the "slow" status API answers well after it.
const PAYTM_TIMEOUT_MS = 1000;
const OUTAGES: [string, PaytmSwitches][] = [
  ['fails with HTTP 500', { statusMode: 'fail', statusDelayMs: 0 }],
  ['drops the connection', { statusMode: 'down', statusDelayMs: 0 }],
  ['answers after api gave up', { statusMode: 'normal', statusDelayMs: 3 * PAYTM_TIMEOUT_MS }],
];
const PAYTM_ANSWERS: PaytmSwitches = { statusMode: 'normal', statusDelayMs: 0 };

interface OrderDuringOutage {
  investor: number;
  order: OnlineOrder;
  paid: PaytmTxnStatus;
}

let stack: HardeningStack;
let sessions: Session[];
const orders: OrderDuringOutage[] = [];

beforeAll(async () => {
  stack = await startHardeningStack({
    investors: sized(3, 12),
    // Payments stay pending while Paytm cannot be asked: each investor keeps several open.
    reservations: { pendingOrdersPerInvestor: 20 },
    env: { api: { PAYTM_TIMEOUT_MS: String(PAYTM_TIMEOUT_MS) } },
  });
  sessions = await Promise.all(
    stack.investors.map((investor) => signedIn(stack.urls.gateway, investor)),
  );
});

afterAll(() => stack?.stop());

/** Each investor buys, pays with `paid`, and comes back; answers where each was sent. */
async function buyDuringOutage(paid: PaytmTxnStatus, amount: string) {
  return Promise.all(
    sessions.map(async (session, investor) => {
      const created = await createOnlineOrder(session, amount);
      if ('errors' in created) throw new Error(`order refused: ${JSON.stringify(created.errors)}`);
      const callback = await payAtPaytm(stack.urls.sandbox, created.order.paytmOrderId, paid);
      orders.push({ investor, order: created.order, paid });
      return returnFromPaytm(stack.urls.gateway, callback);
    }),
  );
}

async function statusesOf(investor: number): Promise<Map<string, string>> {
  const listed = await listedOrders(sessions[investor] as Session);
  return new Map(listed.map((order) => [order.purchaseId, order.status]));
}

/** The status the transactions screen shows for each order bought during the outage. */
async function shownStatuses(): Promise<string[]> {
  const byInvestor = await Promise.all(sessions.map((_session, index) => statusesOf(index)));
  return orders.map(
    ({ investor, order }) => byInvestor[investor]?.get(order.purchaseId) ?? 'MISSING',
  );
}

describe('Paytm status API unavailable', () => {
  it.each(OUTAGES)('when it %s, a paid order comes back pending', async (_name, outage) => {
    await setPaytmSwitches(stack.urls.sandbox, outage);
    const outcomes = await buyDuringOutage('TXN_SUCCESS', '2000');
    expect(outcomes).toEqual(sessions.map(() => 'pending'));
    expect(new Set(await shownStatuses())).toEqual(new Set(['PENDING']));
    for (const session of sessions) expect(await tokenBalance(session)).toBe('0');
  });

  it('does not take a payment declined meanwhile for a failure before Paytm says so', async () => {
    await setPaytmSwitches(stack.urls.sandbox, { statusMode: 'fail', statusDelayMs: 0 });
    const outcomes = await buyDuringOutage('TXN_FAILURE', '1000');
    expect(outcomes).toEqual(sessions.map(() => 'pending'));
    expect(new Set(await shownStatuses())).toEqual(new Set(['PENDING']));
  });

  it('has the worker keep asking while Paytm fails, leaving the orders pending', async () => {
    // The worker leaves an order to its investor's own return for its first minute; rather than
    // wait that minute, the orders are made older.
    await stack.inspect((db) =>
      db
        .updateTable('orders')
        .set({ created_at: sql`created_at - interval '2 minutes'` })
        .where('status', '=', 'pending')
        .execute(),
    );
    const asked = await paytmStatusRequests(stack.urls.sandbox);
    await eventually(
      async () =>
        (await paytmStatusRequests(stack.urls.sandbox)) >= asked + 2 * orders.length
          ? true
          : undefined,
      { what: 'the worker to ask Paytm about every order, twice' },
    );
    expect(new Set(await shownStatuses())).toEqual(new Set(['PENDING']));
    for (const session of sessions) expect(await tokenBalance(session)).toBe('0');
  });

  it('has the worker settle every order once Paytm answers again', async () => {
    await setPaytmSwitches(stack.urls.sandbox, PAYTM_ANSWERS);
    const settled = await eventually(
      async () => {
        const statuses = await shownStatuses();
        return statuses.includes('PENDING') ? undefined : statuses;
      },
      { what: 'every order to be settled' },
    );
    expect(settled).toEqual(
      orders.map(({ paid }) => (paid === 'TXN_SUCCESS' ? 'CREDITED' : 'FAILED')),
    );
  });

  it('leaves a sound ledger, each balance the sum of its credited orders', async () => {
    // Read on screen first: the last look at the database stops the stack (no traffic after it).
    const shown = await shownBalances(stack.investors, sessions);
    const { problems, balances } = await stack.inspectAtTheEnd(async (db) => ({
      problems: await ledgerProblems(db),
      balances: await creditedBalances(db),
    }));
    expect(problems).toEqual([]);
    expect(balanceMismatches(shown, balances)).toEqual([]);
    // Three outages, each a 2-token purchase at the Pre-Sale's 25 % bonus; the declined one is not.
    const held = stack.investors.map(({ id }) => normaliseDecimal(balances.get(id) ?? '0'));
    expect(held).toEqual(stack.investors.map(() => '7.5'));
  });
});
