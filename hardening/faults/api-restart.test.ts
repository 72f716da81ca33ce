// Api killed with SIGKILL while investors are buying, and started again on the same port and
// database. The gateway keeps running throughout: it must say UPSTREAM_UNAVAILABLE ("Network
// Error" for the web) meanwhile and answer again by itself; no purchase the investor was told is
// paid may be lost, and none may be credited twice when the browsers come back again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@rent/test-kit/eventually';
import { signedIn, type GraphqlAnswer, type Session } from '@rent/test-kit/session';
import { sized } from '../support/size.js';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { killApi } from './api-process.js';
import {
  askSaleFigures,
  askSaleFiguresAfresh,
  errorsOf,
  listedOrders,
  shownBalances,
} from './gateway-answers.js';
import { balanceMismatches, creditedBalances, ledgerProblems } from './ledger.js';
import { returnFromPaytm } from './paytm.js';
import { startPurchaseLoad, type PaidPurchase, type PurchaseLoad } from './purchase-load.js';

const INVESTORS = sized(4, 16);
// Purchases answered before the kill, and again after the restart, before the load stops.
const PURCHASES_PER_STAGE = sized(8, 80);

let stack: HardeningStack;
let sessions: Session[];
let load: PurchaseLoad;
let duringOutage: GraphqlAnswer;
let afterRestart: GraphqlAnswer;

const answered = (moment: string) => load.purchases.filter((p) => p.moment === moment).length;

beforeAll(async () => {
  stack = await startHardeningStack({ investors: INVESTORS, referredByFirst: true });
  const { gateway } = stack.urls;
  sessions = await Promise.all(stack.investors.map((investor) => signedIn(gateway, investor)));

  load = startPurchaseLoad(stack.urls, sessions);
  load.mark('before');
  await eventually(async () => (answered('before') >= PURCHASES_PER_STAGE ? true : undefined), {
    what: `${PURCHASES_PER_STAGE} purchases before the kill`,
  });

  load.mark('outage');
  await killApi(stack.running.ports.api);
  // The stack starts api again on the same port and data once the outage is observed.
  await stack.running.whileApiStopped(async () => {
    duringOutage = await askSaleFiguresAfresh(gateway);
    // The load itself must have run into the outage, not only this probe.
    await eventually(async () => (load.errorCodes.length > 0 ? true : undefined), {
      what: 'the load to meet the outage',
    });
  });

  afterRestart = await eventually(
    async () => {
      const answer = await askSaleFigures(gateway);
      return answer.errors ? undefined : answer;
    },
    { what: 'the gateway to answer again' },
  );
  load.mark('after');
  await eventually(async () => (answered('after') >= PURCHASES_PER_STAGE ? true : undefined), {
    what: `${PURCHASES_PER_STAGE} purchases after the restart`,
  });
  await load.stop();
});

afterAll(async () => {
  await Promise.allSettled([load?.stop()]);
  await stack?.stop();
});

describe('api killed mid-load and restarted', () => {
  it('has the gateway answer UPSTREAM_UNAVAILABLE with "Network Error" while api is down', () => {
    // Each figure fails alone (decision 0095): both are null, each with its error.
    expect(duringOutage.data).toEqual({ sale: null, rentSupply: null });
    expect(errorsOf(duringOutage).length).toBeGreaterThan(0);
    for (const error of errorsOf(duringOutage)) {
      expect(error).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'Network Error' });
    }
  });

  it('has the same gateway answer again by itself once api is back', () => {
    expect(afterRestart.errors).toBeUndefined();
    expect(afterRestart.data).toMatchObject({ sale: { symbol: 'RENT' } });
    expect(answered('after')).toBeGreaterThanOrEqual(PURCHASES_PER_STAGE);
  });

  it('tells investors nothing worse than UPSTREAM_UNAVAILABLE or a pending payment', () => {
    expect(new Set(load.errorCodes)).toEqual(new Set(['UPSTREAM_UNAVAILABLE']));
    const outcomes = load.purchases.map((purchase) => purchase.outcome);
    expect(outcomes.filter((outcome) => outcome === 'failure')).toEqual([]);
  });

  it('keeps every purchase the investor was told is paid credited after the restart', async () => {
    const notCredited: string[] = [];
    for (const [investor, session] of sessions.entries()) {
      const statuses = new Map(
        (await listedOrders(session)).map((order) => [order.purchaseId, order.status]),
      );
      for (const purchase of confirmedPurchasesOf(investor)) {
        const status = statuses.get(purchase.order.purchaseId) ?? 'MISSING';
        if (status !== 'CREDITED') notCredited.push(`${purchase.order.purchaseId}: ${status}`);
      }
    }
    expect(notCredited).toEqual([]);
  });

  it('credits every paid order once when the browsers come back, twice each, at once', async () => {
    const returns = load.purchases.flatMap((purchase) => [purchase, purchase]);
    const outcomes = await Promise.all(
      returns.map((purchase) => returnFromPaytm(stack.urls.gateway, purchase.callback)),
    );
    expect(outcomes.filter((outcome) => outcome !== 'success')).toEqual([]);
  });

  it('leaves a sound ledger: total sold, no payment credited twice, balances', async () => {
    const paytmOrderIds = load.purchases.map((purchase) => purchase.order.paytmOrderId);
    // Read on screen first: the last look at the database stops the stack (no traffic after it).
    const shown = await shownBalances(stack.investors, sessions);
    const { problems, balances, uncredited } = await stack.inspectAtTheEnd(async (db) => ({
      problems: await ledgerProblems(db),
      balances: await creditedBalances(db),
      uncredited: await db
        .selectFrom('orders')
        .select(['purchase_id', 'status'])
        .where('paytm_order_id', 'in', paytmOrderIds)
        .where('status', '!=', 'credited')
        .execute(),
    }));
    expect(problems).toEqual([]);
    expect(uncredited).toEqual([]);
    expect(balanceMismatches(shown, balances)).toEqual([]);
  });
});

function confirmedPurchasesOf(investor: number): PaidPurchase[] {
  return load.purchases.filter((p) => p.investor === investor && p.outcome === 'success');
}
