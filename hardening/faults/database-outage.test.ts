// PostgreSQL unreachable for a while, with investors buying and visitors signing up: api must
// answer 503 in its envelope (try again), never 500 and never after a long wait, and serve again
// by itself once the database is back; a transaction the cut interrupted must be there whole or
// not at all. The database goes away twice over: stopped (connections refused and reset), and
// behind a silent network (nothing answers, nobody is told), where only api's query timeout and
// the server's idle-transaction timeout can end what was under way.
// Needs a PostgreSQL server (TEST_DATABASE_URL): PGlite lives inside api and cannot be cut off.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@rent/test-kit/eventually';
import type { Database } from '@rent/api/testing';
import { signedIn, type GraphqlAnswer, type Session } from '@rent/test-kit/session';
import { sized } from '../support/size.js';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { watchCrashes, type Crash } from './crash-watch.js';
import { askSaleFiguresAfresh, errorsOf, listedOrders, shownBalances } from './gateway-answers.js';
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
import { startTcpProxy, type CutMode, type TcpProxy } from './tcp-proxy.js';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.info(
    'faults/database-outage skipped: TEST_DATABASE_URL is not set. Cutting the database off ' +
      'needs a PostgreSQL server (CI sets it); PGlite runs inside api.',
  );
}

const INVESTORS = sized(4, 16);
const PURCHASES_PER_STAGE = sized(8, 80);
/** api's query timeout here: the server cancels a statement after 1 s, api waits 1 s more. */
const QUERY_TIMEOUT_MS = 1_000;
/**
 * The longest api may take to say it cannot reach the database: a new connection's 5 s to connect,
 * or a pooled one's query timeout, plus a margin for a busy machine.
 */
const ANSWER_WITHIN_MS = 10_000;

/** How the database goes away, in words for the test names, and as the proxy cuts it. */
const CUTS: [string, CutMode][] = [
  ['stopped', 'refuse'],
  ['behind a silent network', 'silent'],
];

interface ApiAnswer {
  status: number;
  body: unknown;
  ms: number;
}

async function askApi(url: string): Promise<ApiAnswer> {
  const startedAt = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - startedAt };
}

const UNAVAILABLE = {
  status: 503,
  body: { status: false, message: 'Service temporarily unavailable', data: null, errors: [] },
};

/** Sessions of this database's backends left in a transaction for longer than `seconds`. */
async function lingeringTransactions(db: Kysely<Database>, seconds: number): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from pg_stat_activity
    where datname = current_database()
      and state like 'idle in transaction%'
      and now() - state_change > make_interval(secs => ${seconds})`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

describe.skipIf(!serverUrl).each(CUTS)('PostgreSQL %s for a while', (_how, mode) => {
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
      env: { api: { DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) } },
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
    await proxy.cut(mode);
    outage.supply = await askApi(`${api}/api/v1/rent/supply`);
    outage.health = await askApi(`${api}/health`);
    outage.gateway = await askSaleFiguresAfresh(gateway);
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
    expect(outage.supply).toMatchObject(UNAVAILABLE);
    expect(outage.health).toMatchObject(UNAVAILABLE);
  });

  it('has api say so without making anyone wait long', () => {
    expect(outage.supply?.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(outage.health?.ms).toBeLessThan(ANSWER_WITHIN_MS);
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

  it('leaves no transaction open on the server, with the rows it locked', async () => {
    // The server ends a transaction idle for three query timeouts; allow it a second more.
    const limit = (QUERY_TIMEOUT_MS * 3) / 1000 + 1;
    expect(await stack.inspect((db) => lingeringTransactions(db, limit))).toBe(0);
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
