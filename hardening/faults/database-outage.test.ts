// PostgreSQL unreachable for a while, with investors buying and visitors signing up: api must
// answer 503 in its envelope (try again), never 500, and serve again by itself once the database
// is back; a transaction the cut interrupted must be there whole or not at all.
// Needs a PostgreSQL server (TEST_DATABASE_URL): PGlite lives inside api and cannot be cut off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type GraphqlAnswer, type Session } from '../support/session.js';
import { sized } from '../support/size.js';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { watchCrashes, type Crash } from './crash-watch.js';
import { eventually } from './eventually.js';
import { askSaleFigures, errorsOf, listedOrders, shownBalances } from './gateway-answers.js';
import { balanceMismatches, creditedBalances, ledgerProblems } from './ledger.js';
import { returnFromPaytm } from './paytm.js';
import { startPurchaseLoad, type PurchaseLoad } from './purchase-load.js';
import {
  existingAccounts,
  halfWrittenSignUps,
  newVisitorEmail,
  signUp,
  startSignUpLoad,
  type SignUpLoad,
} from './sign-ups.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info(
    'faults/database-outage skipped: TEST_DATABASE_URL is not set. Cutting the database off ' +
      'needs a PostgreSQL server (CI sets it); PGlite runs inside api.',
  );
}

const INVESTORS = sized(4, 16);
const PURCHASES_PER_STAGE = sized(8, 80);

interface ApiAnswer {
  status: number;
  body: unknown;
}

async function askApi(url: string): Promise<ApiAnswer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: await response.json() };
}

const UNAVAILABLE: ApiAnswer = {
  status: 503,
  body: { status: false, message: 'Service temporarily unavailable', data: null, errors: [] },
};

describe.skipIf(!serverUrl)('PostgreSQL unreachable for a while', () => {
  let proxy: TcpProxy;
  let stack: HardeningStack;
  let sessions: Session[];
  let purchases: PurchaseLoad;
  let signUps: SignUpLoad;
  const outage: { supply?: ApiAnswer; health?: ApiAnswer; gateway?: GraphqlAnswer } = {};
  let refusedSignUp: { email: string; answer: GraphqlAnswer } | undefined;
  let recovered: ApiAnswer | undefined;
  let crashes: Crash[] = [];

  const answered = (moment: string) =>
    purchases.purchases.filter((purchase) => purchase.moment === moment).length;

  beforeAll(async () => {
    proxy = await startTcpProxy();
    stack = await startHardeningStack({
      investors: INVESTORS,
      referredByFirst: true,
      postgres: true,
      routeDatabase: (url) => {
        const direct = new URL(url);
        proxy.setTarget(Number(direct.port || 5432), direct.hostname);
        const routed = new URL(url);
        routed.hostname = '127.0.0.1';
        routed.port = String(proxy.port);
        return routed.toString();
      },
    });
    const { gateway, api } = stack.urls;
    crashes = watchCrashes(stack);
    sessions = await Promise.all(stack.investors.map((investor) => signedIn(gateway, investor)));
    const referrer = stack.investors[0]?.referralCode ?? '';

    purchases = startPurchaseLoad(stack.urls, sessions);
    signUps = startSignUpLoad(gateway, referrer);
    purchases.mark('before');
    await eventually(async () => (answered('before') >= PURCHASES_PER_STAGE ? true : undefined), {
      what: `${PURCHASES_PER_STAGE} purchases before the cut`,
    });

    purchases.mark('outage');
    await proxy.cut('refuse');
    outage.supply = await askApi(`${api}/api/v1/rent/supply`);
    outage.health = await askApi(`${api}/health`);
    outage.gateway = await askSaleFigures(gateway);
    const email = newVisitorEmail('refused');
    refusedSignUp = { email, answer: await signUp(gateway, email, referrer) };
    await eventually(
      async () =>
        purchases.errorCodes.length > 0 && signUps.errorCodes.length > 0 ? true : undefined,
      { what: 'the load to meet the outage' },
    );
    await proxy.restore();

    recovered = await eventually(
      async () => {
        const answer = await askApi(`${api}/api/v1/rent/supply`);
        return answer.status === 200 ? answer : undefined;
      },
      { what: 'api to answer again' },
    );
    purchases.mark('after');
    await eventually(async () => (answered('after') >= PURCHASES_PER_STAGE ? true : undefined), {
      what: `${PURCHASES_PER_STAGE} purchases after the database came back`,
    });
    await Promise.all([purchases.stop(), signUps.stop()]);
  });

  afterAll(async () => {
    await Promise.allSettled([purchases?.stop(), signUps?.stop()]);
    await stack?.stop();
    await proxy?.close();
  });

  it('has api answer 503 in its envelope, health included, while the database is away', () => {
    expect(outage.supply).toEqual(UNAVAILABLE);
    expect(outage.health).toEqual(UNAVAILABLE);
  });

  it("has the gateway say UPSTREAM_UNAVAILABLE with api's message meanwhile", () => {
    const errors = errorsOf(outage.gateway ?? { status: 0 });
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toEqual({
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'Service temporarily unavailable',
      });
    }
  });

  it('refuses a sign-up meanwhile and leaves no trace of it', async () => {
    expect(errorsOf(refusedSignUp?.answer ?? { status: 0 })).toEqual([
      { code: 'UPSTREAM_UNAVAILABLE', message: 'Service temporarily unavailable' },
    ]);
    const accounts = await stack.inspect((db) =>
      existingAccounts(db, [refusedSignUp?.email ?? '']),
    );
    expect(accounts).toEqual([]);
  });

  it('tells investors and visitors nothing worse than UPSTREAM_UNAVAILABLE', () => {
    const codes = new Set([...purchases.errorCodes, ...signUps.errorCodes]);
    expect(codes).toEqual(new Set(['UPSTREAM_UNAVAILABLE']));
    const outcomes = purchases.purchases.map((purchase) => purchase.outcome);
    expect(outcomes.filter((outcome) => outcome === 'failure')).toEqual([]);
  });

  it('serves again by itself once the database is back, without restarting', () => {
    expect(crashes).toEqual([]);
    expect(recovered?.status).toBe(200);
    expect(answered('after')).toBeGreaterThanOrEqual(PURCHASES_PER_STAGE);
  });

  it('keeps every confirmed purchase credited and every confirmed sign-up whole', async () => {
    const notCredited: string[] = [];
    for (const [investor, session] of sessions.entries()) {
      const statuses = new Map(
        (await listedOrders(session)).map((order) => [order.purchaseId, order.status]),
      );
      for (const purchase of purchases.purchases) {
        if (purchase.investor !== investor || purchase.outcome !== 'success') continue;
        const status = statuses.get(purchase.order.purchaseId) ?? 'MISSING';
        if (status !== 'CREDITED') notCredited.push(`${purchase.order.purchaseId}: ${status}`);
      }
    }
    expect(notCredited).toEqual([]);
    const accounts = await stack.inspect((db) => existingAccounts(db, signUps.confirmed));
    expect(accounts.sort()).toEqual([...signUps.confirmed].sort());
  });

  it('credits every paid order once when the browsers come back, twice each, at once', async () => {
    const returns = purchases.purchases.flatMap((purchase) => [purchase, purchase]);
    const outcomes = await Promise.all(
      returns.map((purchase) => returnFromPaytm(stack.urls.gateway, purchase.callback)),
    );
    expect(outcomes.filter((outcome) => outcome !== 'success')).toEqual([]);
  });

  it('leaves nothing half-written: ledger, referral figures, sign-ups, balances', async () => {
    // Read on screen first: the last look at the database stops the stack (no traffic after it).
    const shown = await shownBalances(stack.investors, sessions);
    const { problems, signUpProblems, balances } = await stack.inspectAtTheEnd(async (db) => ({
      problems: await ledgerProblems(db),
      signUpProblems: await halfWrittenSignUps(db),
      balances: await creditedBalances(db),
    }));
    expect(problems).toEqual([]);
    expect(signUpProblems).toEqual([]);
    expect(balanceMismatches(shown, balances)).toEqual([]);
  });
});
