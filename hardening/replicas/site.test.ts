// One site on two api and two gateway processes (one database, one Redis, behind round-robin
// proxies; see replica-stack.ts). A session made through one gateway holds through the other; the
// live sale figures stream through the proxy and show a credit; a rate limit counts every
// replica's attempts together, so the limit + 1st attempt is refused whichever replica it reaches;
// with both api processes' outbox workers running, each sign-up's verification mail is sent once;
// and when one api replica is killed mid-load, the other answers everything sent afterwards and
// nothing is lost or doubled. One stack serves them all, the kill last: starting five processes
// is most of what the suite costs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@rent/test-kit/eventually';
import { mailTo } from '@rent/test-kit/sandbox';
import { listedOrders, shownBalances } from '../faults/gateway-answers.js';
import { balanceMismatches, creditedBalances } from '../faults/ledger.js';
import { returnFromPaytm } from '../faults/paytm.js';
import { newVisitorEmail, signUp } from '../faults/sign-ups.js';
import { mailedToken } from '../hostile/accounts.js';
import { inParallel } from '../load/traffic.js';
import { ledgerProblems, readLedger } from '../support/ledger.js';
import { Session, signedIn } from '@rent/test-kit/session';
import { sized } from '../support/size.js';
import { PASSWORD, type Investor } from '../support/stack.js';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import { createOnlineOrder } from '../faults/paytm.js';
import { startPurchaseLoop, type PurchaseLoop } from './purchase-loop.js';
import { openSaleProgress } from './sale-progress-stream.js';
import { replicaServices, startReplicaStack, type ReplicaStack } from './replica-stack.js';
import { describeAnswerTimes, type ProxyStats } from './round-robin.js';

const SIGN_UPS = sized(20, 100);
/** Sign-in attempts naming one account from one client address, per window (api's default). */
const SIGNIN_LIMIT = 5;
const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';
const VERIFY_SUBJECT = 'Verify your e-mail address for the RENT pre-sale';
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { message }
}`;
/** How often each gateway reads the live sale figures (decision 0093). */
const SALE_PROGRESS_INTERVAL_MS = 1_000;
/** Investors buying while an api replica is killed. */
const BUYERS = sized(6, 24);
/** Purchases paid before the kill, and again after it, before the load stops. */
const PURCHASES_PER_STAGE = sized(12, 120);

const services = await replicaServices();
if (services.missing) console.info(`replicas suite skipped: ${services.missing}`);

describe.skipIf(services.missing !== undefined)(
  'one site on two api and two gateway replicas',
  () => {
    let stack: ReplicaStack;

    beforeAll(async () => {
      stack = await startReplicaStack(services, {
        // Two for the rate limits, one for the live figures, the others buy.
        investors: 3 + BUYERS,
        apiEnv: {
          RATE_LIMIT_SIGNIN_PER_ACCOUNT: String(SIGNIN_LIMIT),
          // Each outbox worker says what it delivered.
          LOG_LEVEL: 'info',
        },
        gatewayEnv: { SALE_PROGRESS_INTERVAL_MS: String(SALE_PROGRESS_INTERVAL_MS) },
      });
    }, 120_000);

    afterAll(async () => {
      await stack?.stop();
    });

    function investor(index: number): Investor {
      const found = stack.investors[index];
      if (!found) throw new Error(`no investor ${index}`);
      return found;
    }

    const buyers = () => stack.investors.slice(3);
    /** Orders credited by the cases before the kill, which the ledger holds too. */
    let creditedBeforeTheLoad = 0;

    it('keeps a session made through one gateway working through the other', async () => {
      const [gatewayA = '', gatewayB = ''] = stack.gateways;
      const email = newVisitorEmail('replica-session');
      const signedUp = await signUp(gatewayA, email);
      expect(signedUp.errors).toBeUndefined();
      const token = await mailedToken(stack.sandboxUrl, email, '/verify-email');
      const verified = await new Session(gatewayA).graphql(
        'mutation ($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { message } }',
        { token, password: PASSWORD },
      );
      expect(verified.errors).toBeUndefined();
      const throughA = await signedIn(gatewayA, { email, password: PASSWORD });

      // The browser's next requests reach the other gateway, and through it each api replica.
      const throughB = throughA.at(gatewayB);
      const servedBefore = (await stack.apiProxy.stats()).served;
      const answers = [];
      for (let request = 0; request < 4; request += 1) {
        answers.push(await throughB.graphql<{ me: { email: string } | null }>('{ me { email } }'));
      }
      expect(answers.map((answer) => answer.errors ?? answer.data?.me?.email)).toEqual(
        Array.from({ length: 4 }, () => email),
      );
      const servedNow = (await stack.apiProxy.stats()).served.map(
        (count, index) => count - (servedBefore[index] ?? 0),
      );
      expect(servedNow.every((count) => count > 0)).toBe(true);
    });

    it('streams the live sale figures through the proxy: the first value, then a credit', async () => {
      const stream = await openSaleProgress(stack.url);
      try {
        const first = await stream.next(10_000);
        const session = await signedIn(stack.url, investor(2));
        const created = await createOnlineOrder(session, '2000');
        if (!('order' in created)) throw new Error(JSON.stringify(created.errors));
        const fields = await payAtPaytm(
          stack.sandboxUrl,
          created.order.paytmOrderId,
          'TXN_SUCCESS',
        );
        expect(await returnFromPaytm(stack.url, fields)).toBe('success');
        creditedBeforeTheLoad += 1;
        // Whichever gateway holds the stream reads api itself (the order may have gone through the
        // other): the credit shows within its interval.
        const update = await stream.next(SALE_PROGRESS_INTERVAL_MS + 5_000);
        expect(Number(update.tokensSold)).toBeGreaterThanOrEqual(Number(first.tokensSold) + 2);
        expect(update.percentSold).toBeGreaterThanOrEqual(first.percentSold);
      } finally {
        stream.close();
      }
    });

    it('counts sign-in attempts on every api replica together, each refusing the one past the limit', async () => {
      const { email, password } = investor(0);
      const attempt = async (apiUrl: string) => {
        const response = await fetch(`${apiUrl}/api/v1/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        const body = (await response.json()) as { message?: string };
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          message: body.message,
        };
      };
      // Within the limit, the attempts alternate between the replicas; then one more at each.
      const within = [];
      for (let index = 0; index < SIGNIN_LIMIT; index += 1) {
        within.push(await attempt(stack.apis[index % stack.apis.length] ?? ''));
      }
      const beyond = [];
      for (const apiUrl of stack.apis) beyond.push(await attempt(apiUrl));

      expect(within.map((answer) => answer.status)).toEqual(
        Array.from({ length: SIGNIN_LIMIT }, () => 200),
      );
      expect(beyond).toEqual(
        stack.apis.map(() => ({
          status: 429,
          retryAfter: expect.stringMatching(/^[1-9][0-9]*$/) as unknown,
          message: TOO_MANY_REQUESTS,
        })),
      );
    });

    it('answers RATE_LIMITED with the seconds to wait through the site, whichever replicas serve it', async () => {
      const { email, password } = investor(1);
      const answers = [];
      for (let index = 0; index <= SIGNIN_LIMIT; index += 1) {
        answers.push(await new Session(stack.url).graphql(SIGN_IN, { email, password }));
      }
      const refused = answers.pop();
      expect(answers.map((answer) => answer.errors)).toEqual(answers.map(() => undefined));
      expect(refused?.errors).toEqual([
        expect.objectContaining({
          message: TOO_MANY_REQUESTS,
          extensions: expect.objectContaining({
            code: 'RATE_LIMITED',
            retryAfter: expect.any(Number) as unknown,
          }) as unknown,
        }),
      ]);
      expect(refused?.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);
    });

    it(
      `sends each of ${SIGN_UPS} sign-ups' verification mails once, with both outbox workers running`,
      async () => {
        const emails = Array.from({ length: SIGN_UPS }, () => newVisitorEmail('replica-visitor'));
        const answers = await inParallel(emails, 10, (email) => signUp(stack.url, email));
        expect(answers.filter((answer) => answer.errors)).toEqual([]);

        // Every row of the outbox is sent, so no copy can still be on its way; then a few more polls.
        await eventually(
          async () => {
            const unsent = await stack.inspect((db) =>
              db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute(),
            );
            return unsent.length === 0 ? true : undefined;
          },
          { what: 'the outbox to be sent' },
        );
        await new Promise((resolve) => setTimeout(resolve, 1_000));

        const inboxes = await inParallel(emails, 10, (email) => mailTo(stack.sandboxUrl, email));
        const notOnce = inboxes.flatMap((inbox, index) =>
          inbox.length === 1 && inbox[0]?.subject === VERIFY_SUBJECT
            ? []
            : [{ email: emails[index], subjects: inbox.map((mail) => mail.subject) }],
        );
        expect(notOnce).toEqual([]);
        const outbox = await stack.inspect((db) =>
          db
            .selectFrom('mail_outbox')
            .select(['recipient', 'attempts'])
            .where('recipient', 'in', emails)
            .execute(),
        );
        expect(outbox).toHaveLength(SIGN_UPS);
        // Both workers took part: each api replica's log says it delivered mail.
        // The log leaves in blocks, at the latest a second later (decision 0148).
        const delivering = () =>
          ['api-1', 'api-2'].filter((name) =>
            stack.logOf(name).includes('"msg":"mail outbox delivered"'),
          );
        await expect.poll(delivering, { timeout: 5_000 }).toEqual(['api-1', 'api-2']);
        expect(stack.crashes).toEqual([]);
      },
      sized(120_000, 300_000),
    );

    describe('an api replica killed mid-load, never started again', () => {
      let sessions: Session[];
      let load: PurchaseLoop;
      let killedAt = 0;
      let servedAtKill: number[] = [];
      let atTheEnd: ProxyStats;

      const paidSince = (instant: number) =>
        load.paid.filter((purchase) => purchase.orderedAt >= instant && purchase.outcome).length;

      beforeAll(
        async () => {
          sessions = await Promise.all(buyers().map((investor) => signedIn(stack.url, investor)));
          const startedAt = Date.now();
          load = startPurchaseLoop({ site: stack.url, sandbox: stack.sandboxUrl }, sessions);
          await eventually(
            async () => (paidSince(startedAt) >= PURCHASES_PER_STAGE ? true : undefined),
            { what: `${PURCHASES_PER_STAGE} purchases before the kill` },
          );

          await stack.killApi(0);
          killedAt = Date.now();
          servedAtKill = (await stack.apiProxy.stats()).served;
          await eventually(
            async () => (paidSince(killedAt) >= PURCHASES_PER_STAGE ? true : undefined),
            { what: `${PURCHASES_PER_STAGE} purchases after the kill` },
          );
          await load.stop();
          atTheEnd = await stack.apiProxy.stats();
          console.info(summary());
        },
        sized(120_000, 600_000),
      );

      afterAll(async () => {
        await Promise.allSettled([load?.stop()]);
      });

      it('answers every request sent after the kill, through the surviving replica', () => {
        const failedAfter = load.sent.filter(
          (request) => request.sentAt >= killedAt && !request.succeeded,
        );
        expect(failedAfter).toEqual([]);
        const [killedServed, survivorServed] = atTheEnd.served;
        expect(killedServed).toBe(servedAtKill[0]);
        expect(survivorServed).toBeGreaterThan((servedAtKill[1] ?? 0) + PURCHASES_PER_STAGE);
        // The gateways, the sandbox and the other api stayed up.
        expect(stack.crashes).toEqual([]);
      });

      it('tells investors nothing worse than UPSTREAM_UNAVAILABLE or a pending payment meanwhile', () => {
        const failed = load.sent.filter((request) => !request.succeeded);
        const answers = new Set(failed.map((request) => request.answer));
        expect(
          [...answers].filter((answer) => !['UPSTREAM_UNAVAILABLE', 'pending'].includes(answer)),
        ).toEqual([]);
      });

      it('credits every paid order once when the browsers come back, twice each, at once', async () => {
        const returns = load.paid.flatMap((purchase) => [purchase, purchase]);
        const outcomes = await Promise.all(
          returns.map((purchase) => returnFromPaytm(stack.url, purchase.callback)),
        );
        expect(outcomes.filter((outcome) => outcome !== 'success')).toEqual([]);
      });

      it('loses and doubles nothing: paid orders credited once, no other credited, ledger sound', async () => {
        const paidOrders = new Set(load.paid.map((purchase) => purchase.order.purchaseId));
        const listed = (await Promise.all(sessions.map((session) => listedOrders(session)))).flat();
        const wrong = listed.filter(
          (order) => (order.status === 'CREDITED') !== paidOrders.has(order.purchaseId),
        );
        expect(wrong).toEqual([]);
        expect(listed.filter((order) => paidOrders.has(order.purchaseId))).toHaveLength(
          paidOrders.size,
        );

        const shown = await shownBalances(buyers(), sessions);
        const { ledger, balances } = await stack.inspect(async (db) => ({
          ledger: await readLedger(db),
          balances: await creditedBalances(db),
        }));
        expect(ledgerProblems(ledger)).toEqual([]);
        expect(ledger.statusCounts.credited).toBe(paidOrders.size + creditedBeforeTheLoad);
        expect(balanceMismatches(shown, balances)).toEqual([]);
      });

      function summary(): string {
        const failed = load.sent.filter((request) => !request.succeeded);
        const afterKill = failed.filter((request) => request.sentAt >= killedAt);
        return [
          `replicas api kill: ${BUYERS} investors, ${load.paid.length} orders paid, ` +
            `${load.sent.length} requests`,
          `  failed: ${failed.length} (${afterKill.length} sent after the kill; ` +
            `${[...new Set(failed.map((request) => request.answer))].join(', ') || 'none'})`,
          `  api answers at the kill ${servedAtKill.join('/')}, ` +
            `at the end ${atTheEnd.served.join('/')} (${describeAnswerTimes(atTheEnd)}); ` +
            `resent after a refused connection ${atTheEnd.resent}, ` +
            `answered 502 ${atTheEnd.failed}`,
        ].join('\n');
      }
    });
  },
);
