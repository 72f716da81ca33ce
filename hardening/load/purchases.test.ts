// Many investors buying at once while less supply is left than they want (DESIGN.md §4): the hard
// cap holds under concurrency, nothing fails with a 5xx, and afterwards the ledger adds up. Half of
// the investors were referred by investor 0, so referral bonuses press against the cap too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@rent/test-kit/scripts';
import { HARD_CAP, startHardeningStack, type HardeningStack } from '../support/stack.js';
import { signedIn, type Session } from '@rent/test-kit/session';
import { sized } from '../support/size.js';
import { readTokenBalance, readTotalSold, SOLD_OUT, tokensLeftIn } from './buying.js';
import {
  buyTogether,
  refusalWhilePending,
  replayReturns,
  type Crowd,
  type OrderRecord,
} from './crowd.js';
import { readLedger, type LedgerSnapshot } from '../support/ledger.js';
import {
  allocationHundredths,
  hundredthsText,
  isReferred,
  planOrders,
  PRESALE_BONUS_PERCENT,
  seededRandom,
  seedFromEnvironment,
  supplyLeftFor,
  toHundredths,
} from './plan.js';
import { inParallel, TrafficLog } from './traffic.js';
import {
  histogramQuantile,
  MetricsWatch,
  total,
  type Scrape,
  type Target,
} from './metrics-watch.js';

const INVESTORS = sized(12, 200);
const LARGEST_ORDER = 40;
/** The rush of the first two waves wants this many times the supply left. */
const PRESSURE = 2.5;
const REPLAYS = sized(3, 20);
const SEED = seedFromEnvironment();

const plan = planOrders(seededRandom(SEED), INVESTORS, LARGEST_ORDER);
const supplyLeft = supplyLeftFor(plan, PRESSURE);

let stack: HardeningStack;
let crowd: Crowd;
const traffic = new TrafficLog();
const crashes: string[] = [];
let records: OrderRecord[] = [];
let balances: string[] = [];
let totalSoldShown = '';
let ledger: LedgerSnapshot;
let watch: MetricsWatch;
/** Each service's /metrics once the crowd is done, before the ledger is read. */
let finalScrape: Record<Target, Scrape>;
/** Seconds each part of the run took, for the summary. */
const took: Record<string, string> = {};

beforeAll(
  async () => {
    const started = Date.now();
    const metricsPort = await freePort();
    stack = await startHardeningStack({
      investors: INVESTORS,
      referredByFirst: isReferred,
      soldTokens: String(BigInt(HARD_CAP) - supplyLeft),
      env: { gateway: { METRICS_PORT: String(metricsPort) } },
    });
    stack.running.onCrash((crash: ServiceCrash) =>
      crashes.push(`${crash.name} exited (${crash.code ?? crash.signal})`),
    );
    // The gateway listens on 127.0.0.1; its public URL says localhost, which may resolve elsewhere.
    const gatewayUrl = `http://127.0.0.1:${stack.running.ports.gateway}`;
    const sessions = await inParallel(stack.investors, 8, (investor) =>
      signedIn(gatewayUrl, investor),
    );
    crowd = { gatewayUrl, sandboxUrl: stack.urls.sandbox, sessions, traffic };
    // The gateway serves /metrics on its metrics listener (decision 0099); api's is internal and
    // open (decision 0083).
    watch = new MetricsWatch({
      api: `http://127.0.0.1:${stack.running.ports.api}/metrics`,
      gateway: `http://127.0.0.1:${metricsPort}/metrics`,
    });
    took.start = secondsSince(started);
  },
  sized(180_000, 600_000),
);

afterAll(() => stack?.stop());

describe('a pending order of a referred investor', () => {
  it('holds the bonus its referrer will earn, as well as its own tokens', async () => {
    // 4 RENT earn 1 RENT of Pre-Sale bonus and their buyer's referrer 1 RENT more: 6 in all.
    const message = await refusalWhilePending(
      crowd,
      { investor: 1, baseTokens: 4n },
      { investor: 2, baseTokens: supplyLeft },
    );
    expect(tokensLeftIn(message)).toBe(String(supplyLeft - 6n));
  });
});

describe(`${INVESTORS} investors buying more than the pre-sale has left`, () => {
  beforeAll(
    async () => {
      let started = Date.now();
      watch.start();
      records = await replayReturns(crowd, await buyTogether(crowd, plan), REPLAYS);
      balances = await Promise.all(
        crowd.sessions.map((session) => readTokenBalance(session, traffic)),
      );
      totalSoldShown = await readTotalSold(firstOf(crowd.sessions), traffic);
      await watch.stop();
      finalScrape = await watch.scrapeNow();
      took.crowd = secondsSince(started);
      started = Date.now();
      ledger = await stack.inspectAtTheEnd(readLedger);
      took.ledger = secondsSince(started);
      console.info(summary(stack));
      console.info(metricsSummary());
    },
    sized(180_000, 900_000),
  );

  it('answers every request without a server failure', () => {
    expect(traffic.exchanges.length).toBeGreaterThan(plan.length);
    expect(traffic.serverFailures()).toEqual([]);
    expect(crashes).toEqual([]);
  });

  it('refuses the orders that no longer fit with a conflict that says what is left', () => {
    const refusals = records.filter((record) => !record.answer.accepted);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.flatMap(unjustifiedRefusal)).toEqual([]);
  });

  it('never sells past the hard cap, and keeps the running total equal to the credited orders', () => {
    expect(toHundredths(ledger.soldTokens)).toBeLessThanOrEqual(toHundredths(HARD_CAP));
    expect(toHundredths(ledger.soldTokens)).toBe(toHundredths(ledger.creditedTokens));
    expect(toHundredths(totalSoldShown)).toBe(toHundredths(ledger.soldTokens));
    // The sales graph's daily totals add up to the same credits, day by day.
    expect(ledger.salesDaysAstray).toEqual([]);
  });

  it('credits every order that was reserved and paid, and no other', () => {
    const accepted = records.filter((record) => record.answer.accepted);
    expect(accepted.some((record) => record.plan.payment === 'paid')).toBe(true);
    const astray = accepted.flatMap((record) => {
      const status = record.answer.accepted
        ? ledger.statusByPurchase.get(record.answer.purchaseId)
        : undefined;
      const expected = EXPECTED_STATUS[record.plan.payment];
      return status === expected ? [] : [{ ...describeOrder(record), status, expected }];
    });
    expect(astray).toEqual([]);
  });

  it('tells the browser the outcome the ledger holds, however often the return is posted', () => {
    const misled = records.flatMap((record) => {
      if (!record.answer.accepted || !record.form) return [];
      const told = [...record.returns, ...(record.replay ? [record.replay] : [])];
      const expected = {
        status: record.plan.payment === 'paid' ? 'success' : 'failure',
        purchaseId: record.answer.purchaseId,
      };
      const faithful = told.every(
        (answer) => answer.status === expected.status && answer.purchaseId === expected.purchaseId,
      );
      return faithful ? [] : [{ ...describeOrder(record), told }];
    });
    expect(misled).toEqual([]);
    expect(records.filter((record) => record.replay).length).toBeGreaterThan(0);
  });

  it('credits each Paytm payment at most once', () => {
    expect(ledger.paymentsCreditedTwice).toEqual([]);
  });

  it('ties each referral bonus to exactly one credited purchase of a referee', () => {
    expect(ledger.bonusesAstray).toEqual([]);
    expect(ledger.purchasesWithoutOneBonus).toEqual([]);
    expect(ledger.referralStatsAstray).toEqual([]);
  });

  it('shows each investor a balance equal to the sum of their credited orders', () => {
    const { investors } = stack;
    const told = balancesAsTold(records, investors.length);
    const shown = investors.map((investor, index) => ({
      investor: index,
      dashboard: balances[index],
      ledger: hundredthsText(toHundredths(ledger.creditedByUser.get(investor.id) ?? '0')),
      fromOutcomes: hundredthsText(told[index] ?? 0n),
    }));
    const disagreeing = shown.filter(
      (row) => row.dashboard !== row.ledger || row.ledger !== row.fromOutcomes,
    );
    expect(disagreeing).toEqual([]);
  });
});

describe('/metrics, scraped every second while the crowd buys', () => {
  it('answers every scrape of both services', () => {
    expect(watch.failed().map(({ target, status, error }) => ({ target, status, error }))).toEqual(
      [],
    );
    expect(watch.of('api').length).toBeGreaterThan(1);
    expect(watch.of('gateway').length).toBeGreaterThan(1);
  });

  it("shows the ledger's running total and its Paytm orders by status", () => {
    const { samples } = finalScrape.api;
    expect(finalScrape.api.status).toBe(200);
    expect(total(samples, 'rent_api_tokens_hard_cap')).toBe(Number(HARD_CAP));
    expect(total(samples, 'rent_api_tokens_sold')).toBeCloseTo(Number(ledger.soldTokens), 2);
    expect(paytmOrdersShown(samples)).toEqual(ledger.statusCounts);
  });

  it("counts the crowd's requests, and api counted no server failure", () => {
    const { api, gateway } = finalScrape;
    const graphqlExchanges = traffic.exchanges.filter((exchange) => exchange.graphql);
    expect(
      total(gateway.samples, 'rent_gateway_http_requests_total', { route: 'graphql' }),
    ).toBeGreaterThanOrEqual(graphqlExchanges.length);
    expect(total(api.samples, 'rent_api_http_requests_total')).toBeGreaterThan(records.length);
    const failures = api.samples.filter(
      (sample) =>
        sample.name === 'rent_api_http_requests_total' && /^5/.test(sample.labels.status ?? ''),
    );
    expect(failures).toEqual([]);
  });
});

/** rent_api_orders{method="paytm"} as status → count, leaving out the statuses with none. */
function paytmOrdersShown(samples: Scrape['samples']): Record<string, number> {
  return Object.fromEntries(
    samples
      .filter(
        (sample) =>
          sample.name === 'rent_api_orders' && sample.labels.method === 'paytm' && sample.value > 0,
      )
      .map((sample) => [sample.labels.status ?? '', sample.value]),
  );
}

/** What scripts/lib/services.mjs reports when a service exits without being asked to. */
interface ServiceCrash {
  name: string;
  code: number | null;
  signal: string | null;
}

const EXPECTED_STATUS = { paid: 'credited', declined: 'failed', abandoned: 'pending' } as const;

/** Why a refusal is not the hard cap's 409, or claims more is left than the order needed. */
function unjustifiedRefusal(record: OrderRecord): object[] {
  if (record.answer.accepted) return [];
  const { message, extensions } = record.answer.error;
  const left = tokensLeftIn(message);
  const wellFormed =
    extensions?.code === 'CONFLICT' &&
    extensions.status === 409 &&
    extensions.reason === 'HARD_CAP' &&
    (message === SOLD_OUT || left !== null);
  const needed = allocationHundredths(record.plan);
  const fitted = left !== null && toHundredths(left) >= needed;
  return wellFormed && !fitted
    ? []
    : [{ ...describeOrder(record), needed: hundredthsText(needed), error: record.answer.error }];
}

/** Each investor's balance from what the payment status screen told them, in hundredths. */
function balancesAsTold(orders: readonly OrderRecord[], investors: number): bigint[] {
  const balance = Array.from({ length: investors }, () => 0n);
  for (const { plan: order, answer, returns } of orders) {
    if (!answer.accepted || returns[0]?.status !== 'success') continue;
    balance[order.investor] = (balance[order.investor] ?? 0n) + toHundredths(answer.totalTokens);
    if (isReferred(order.investor)) {
      balance[0] = (balance[0] ?? 0n) + order.baseTokens * PRESALE_BONUS_PERCENT;
    }
  }
  return balance;
}

function describeOrder({ plan: order, answer }: OrderRecord) {
  return {
    investor: order.investor,
    wave: order.wave,
    baseTokens: String(order.baseTokens),
    payment: order.payment,
    purchaseId: answer.accepted ? answer.purchaseId : null,
  };
}

function firstOf(sessions: readonly Session[]): Session {
  const [first] = sessions;
  if (!first) throw new Error('no investor is signed in');
  return first;
}

function secondsSince(start: number): string {
  return ((Date.now() - start) / 1000).toFixed(1);
}

function summary(running: HardeningStack): string {
  const refused = records.filter((record) => !record.answer.accepted);
  const soldOut = refused.filter(
    (record) => !record.answer.accepted && record.answer.error.message === SOLD_OUT,
  );
  const retries = records.filter((record) => record.plan.fitted).length;
  const left = toHundredths(HARD_CAP) - toHundredths(ledger.soldTokens);
  const counts = ledger.statusCounts;
  return [
    `load (${running.engine}, seed ${SEED}): ${INVESTORS} investors, ${records.length} orders tried ` +
      `(${retries} of them second tries for what was left)`,
    `  reserved ${records.length - refused.length}, refused ${refused.length} (${soldOut.length} sold out)`,
    `  credited ${counts.credited ?? 0}, failed ${counts.failed ?? 0}, ` +
      `pending ${counts.pending ?? 0}, refund due ${counts.refund_due ?? 0}`,
    `  RENT left: ${supplyLeft} before, ${hundredthsText(left)} after`,
    `  ${traffic.exchanges.length} requests, statuses ${JSON.stringify(traffic.statusCounts())}`,
    `  seconds: stack and sign-in ${took.start}, crowd ${took.crowd}, ledger ${took.ledger}`,
  ].join('\n');
}

/** The figures an operator would have read from /metrics during the run. */
function metricsSummary(): string {
  const { api, gateway } = finalScrape;
  const milliseconds = (seconds: number | undefined) =>
    seconds === undefined ? 'n/a' : `${Math.round(seconds * 1000)} ms`;
  const scrapeTimes = (target: Target) => {
    const times = watch
      .of(target)
      .map((scrape) => scrape.ms)
      .sort((a, b) => a - b);
    const middle = times[Math.floor(times.length / 2)] ?? 0;
    return `${times.length} scrapes, p50 ${Math.round(middle)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms`;
  };
  const errorsByCode = Object.fromEntries(
    gateway.samples
      .filter((sample) => sample.name === 'rent_gateway_graphql_errors_total' && sample.value > 0)
      .map((sample) => [sample.labels.code ?? '', sample.value]),
  );
  const peakWaiting = watch.peak('api', 'rent_api_database_pool_waiting_queries');
  return [
    'metrics during the run:',
    `  api /metrics: ${scrapeTimes('api')}; gateway /metrics: ${scrapeTimes('gateway')}`,
    `  api: ${total(api.samples, 'rent_api_http_requests_total') ?? 0} requests, ` +
      `p50 ${milliseconds(histogramQuantile(api.samples, 'rent_api_http_request_duration_seconds', 0.5))}, ` +
      `p95 ${milliseconds(histogramQuantile(api.samples, 'rent_api_http_request_duration_seconds', 0.95))}` +
      (peakWaiting === undefined ? '' : `; pool: peak ${peakWaiting} queries waiting`) +
      `; outbox: peak ${watch.peak('api', 'rent_api_mail_outbox_due') ?? 'n/a'} due`,
    `  gateway: ${total(gateway.samples, 'rent_gateway_graphql_operations_total') ?? 0} GraphQL operations, ` +
      `p95 ${milliseconds(histogramQuantile(gateway.samples, 'rent_gateway_graphql_operation_duration_seconds', 0.95))}; ` +
      `errors by code ${JSON.stringify(errorsByCode)}`,
    `  sale: ${total(api.samples, 'rent_api_tokens_sold') ?? 'n/a'} RENT sold; Paytm orders ` +
      `${JSON.stringify(paytmOrdersShown(api.samples))}; settlement lag ` +
      `${total(api.samples, 'rent_api_payment_settlement_lag_seconds') ?? 'n/a'} s`,
  ].join('\n');
}
