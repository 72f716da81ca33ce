// The dashboard as a phone loads it from the production build the gateway serves: cold loads on an
// emulated mid-range phone (390×844 at 3×, touch, CPU 4× slower), signed in (with a few credited
// purchases to show) and as a visitor, on localhost and (the visitor) on slow 4G. Medians of LCP,
// FCP and TBT, the bytes that travelled, and the GraphQL requests the page made for its data.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { signedIn } from '@rent/test-kit/session';
import { launchChromium } from '@rent/test-kit/chromium';
import { CPU_SLOWDOWN, PHONE } from './browser/phone.js';
import {
  loadDashboard,
  type DashboardLoad,
  type GraphqlRequest,
  type NetworkProfile,
} from './browser/load-dashboard.js';
import { sized, type BenchOptions } from './lib/options.js';
import { startBenchStack, type BenchStack, type Investor } from './lib/stack.js';
import { median, ms } from './lib/stats.js';
import { buyOnline } from './purchases/buy-online.js';

const LCP_TARGET_MS = 1500;
/** Cumulative Layout Shift on every page (Core Web Vitals' "good" is 0.1). */
const CLS_TARGET = 0.02;
// A visitor's first visit, everything that travels (compressed), on any network.
const FIRST_VISIT_TARGET_BYTES = 180 * 1024;
const PURCHASES_SHOWN = 3;

type StorageState = Exclude<BrowserContextOptions['storageState'], undefined>;

interface Scenario {
  name: string;
  /** The signed-in investor's cookies; none for a visitor. */
  storageState?: StorageState;
  network: NetworkProfile;
  /** Whether the LCP target applies (it is set for the localhost network). */
  lcpTarget: boolean;
}

interface Result {
  scenario: Scenario;
  loads: DashboardLoad[];
}

export async function benchmarkBrowser(options: BenchOptions): Promise<void> {
  const stack = await startBenchStack({ investors: 1 });
  let browser: Browser | undefined;
  try {
    const [investor] = stack.investors;
    if (!investor) throw new Error('the stack has no investor');
    await buySome(stack, investor);
    browser = await launchChromium();
    const appUrl = stack.urls.gateway;
    const scenarios: Scenario[] = [
      {
        name: 'signed-in dashboard',
        storageState: await signedInState(browser, appUrl, investor),
        network: 'localhost',
        lcpTarget: true,
      },
      { name: 'visitor dashboard', network: 'localhost', lcpTarget: true },
      { name: 'visitor dashboard, slow 4G', network: 'slow-4g', lcpTarget: false },
    ];
    const loads = sized(options, 1, 5);
    const results: Result[] = [];
    for (const scenario of scenarios) {
      // One load first, so that the gateway's caches (the exchange rates) are as a visitor finds them.
      await loadDashboard(browser, appUrl, scenario.storageState, scenario.network);
      const measured = [];
      for (let load = 0; load < loads; load += 1) {
        measured.push(
          await loadDashboard(browser, appUrl, scenario.storageState, scenario.network),
        );
      }
      if (scenario.storageState) requireSignedIn(measured);
      results.push({ scenario, loads: measured });
    }
    console.info(
      `${PHONE.viewport.width}×${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}×, touch, ` +
        `CPU ${CPU_SLOWDOWN}× slower, localhost or slow 4G; medians of ${loads} cold loads ` +
        '(fresh context, empty cache) after one unmeasured load.',
    );
    console.table(results.map(resultRow));
    printVerdict(results);
  } finally {
    await browser?.close();
    await stack.stop();
  }
}

/** A few credited purchases, so that the signed-in dashboard has transactions to list. */
async function buySome(stack: BenchStack, investor: Investor): Promise<void> {
  const session = await signedIn(stack.gatewayOrigin, investor);
  for (let purchase = 0; purchase < PURCHASES_SHOWN; purchase += 1) {
    await buyOnline(session, stack.urls.sandbox, purchase + 1);
  }
}

/** The cookies an investor's browser holds after signing in through the gateway. */
async function signedInState(
  browser: Browser,
  appUrl: string,
  investor: Investor,
): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const response = await context.request.post(`${appUrl}/graphql`, {
      headers: { 'apollo-require-preflight': 'true' },
      data: {
        query: `mutation ($email: String!, $password: String!) {
          signIn(email: $email, password: $password) { message }
        }`,
        variables: { email: investor.email, password: investor.password },
      },
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`sign-in refused: ${JSON.stringify(body.errors)}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

// The dashboard asks for the investor's orders only when it believes someone is signed in.
function requireSignedIn(loads: DashboardLoad[]): void {
  const signedInLoads = loads.filter(({ graphql }) =>
    graphql.some(({ operations }) =>
      operations.some(({ name, variables }) => name === 'Dashboard' && variables.signedIn === true),
    ),
  );
  if (signedInLoads.length !== loads.length) {
    throw new Error(
      'the signed-in dashboard loaded as a visitor: the session cookies did not work',
    );
  }
}

const describeRequest = (request: GraphqlRequest) =>
  request.operations.map(({ name }) => name).join(' + ') || '(none)';

/** Each distinct sequence of requests the loads made, e.g. "[Me + Dashboard] ×5". */
function requestPatterns(loads: DashboardLoad[]): string {
  const counts = new Map<string, number>();
  for (const load of loads) {
    const pattern = load.graphql.map((request) => `[${describeRequest(request)}]`).join(', ');
    counts.set(pattern, (counts.get(pattern) ?? 0) + 1);
  }
  return [...counts].map(([pattern, count]) => `${pattern} ×${count}`).join('; ');
}

function resultRow({ scenario, loads }: Result) {
  const medianOf = (pick: (load: DashboardLoad) => number) => ms(median(loads.map(pick)), 0);
  return {
    page: scenario.name,
    LCP: medianOf(({ lcp }) => lcp),
    FCP: medianOf(({ fcp }) => fcp),
    TBT: medianOf(({ tbt }) => tbt),
    CLS: median(loads.map(({ cls }) => cls)).toFixed(3),
    'load event': medianOf(({ load }) => load),
    'GraphQL sent → answered': `${medianOf(({ graphqlSent }) => graphqlSent)} → ${medianOf(
      ({ graphqlAnswered }) => graphqlAnswered,
    )}`,
    'GraphQL requests': median(loads.map(({ graphql }) => graphql.length)),
    transferred: `${(median(loads.map(({ transferredBytes }) => transferredBytes)) / 1024).toFixed(1)} KB`,
    'requests (operations)': requestPatterns(loads),
    'LCP element': loads[0]?.lcpElement ?? '',
    'moved most': loads[0]?.shifted ?? '',
  };
}

function printVerdict(results: Result[]): void {
  for (const { scenario, loads } of results) {
    const lcp = median(loads.map(({ lcp: value }) => value));
    const requests = median(loads.map(({ graphql }) => graphql.length));
    const cls = median(loads.map(({ cls: value }) => value));
    const transferred = median(loads.map(({ transferredBytes }) => transferredBytes));
    const lcpVerdict = !scenario.lcpTarget
      ? `${ms(lcp, 0)}, no target`
      : `under ${LCP_TARGET_MS} ms — ${lcp < LCP_TARGET_MS ? 'met' : 'MISSED'} (${ms(lcp, 0)})`;
    const requestVerdict =
      requests === 1 ? 'met' : `MISSED (${requests}: ${requestPatterns(loads)})`;
    const bytesVerdict = scenario.storageState
      ? `${(transferred / 1024).toFixed(1)} KB`
      : `at most ${FIRST_VISIT_TARGET_BYTES / 1024} KB — ${
          transferred <= FIRST_VISIT_TARGET_BYTES ? 'met' : 'MISSED'
        } (${(transferred / 1024).toFixed(1)} KB)`;
    console.info(
      `${scenario.name}: LCP ${lcpVerdict}; CLS at most ${CLS_TARGET} — ` +
        `${cls <= CLS_TARGET ? 'met' : 'MISSED'} (${cls.toFixed(3)}); exactly one GraphQL ` +
        `request for its data — ${requestVerdict}; transferred ${bytesVerdict}.`,
    );
  }
}
