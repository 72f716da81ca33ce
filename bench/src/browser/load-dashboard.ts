// One cold load of the dashboard on an emulated phone: a fresh browser context (empty cache; the
// investor's cookies when signed in), the CPU slowed down through the DevTools protocol, and the
// network as it is on localhost or shaped like slow 4G; the page followed until its data has come
// and it has been quiet for a second (no long task, no download: "network idle" alone comes too
// early, while the slowed CPU is still running the app's code). Every request to /graphql is
// noted with the operations it carried (the web app batches the operations of one screen into
// one request), and every byte that travelled (headers and bodies, as compressed) is counted.
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { CPU_SLOWDOWN, PHONE } from './phone.js';
import { READ_QUIET, READ_VITALS, VITALS_SCRIPT, type Vitals } from './vitals.js';

const QUIET_MS = 1000;
const PATIENCE_MS = 30_000;

export interface GraphqlRequest {
  operations: { name: string; variables: Record<string, unknown> }[];
}

export interface DashboardLoad extends Vitals {
  graphql: GraphqlRequest[];
  /** Bytes received over the network for the whole load, compressed as they travelled. */
  transferredBytes: number;
}

export type NetworkProfile = 'localhost' | 'slow-4g';

// The slow 4G that Lighthouse applies through DevTools for its mobile runs (150 ms RTT and
// 1.6 Mbit/s down on the wire, which DevTools' request-level throttling spells as below).
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export async function loadDashboard(
  browser: Browser,
  appUrl: string,
  storageState?: BrowserContextOptions['storageState'],
  network: NetworkProfile = 'localhost',
): Promise<DashboardLoad> {
  const context = await browser.newContext({ ...PHONE, ...(storageState && { storageState }) });
  try {
    await context.addInitScript({ content: VITALS_SCRIPT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    if (network === 'slow-4g') await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    let transferredBytes = 0;
    cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
      transferredBytes += encodedDataLength;
    });
    const graphql: GraphqlRequest[] = [];
    page.on('request', (request) => {
      if (isGraphql(request.url())) graphql.push(graphqlRequest(request));
    });
    const data = page.waitForResponse((response) => isGraphql(response.url()), {
      timeout: PATIENCE_MS,
    });
    await page.goto(`${appUrl}/`, { waitUntil: 'load' });
    await data;
    await untilQuiet(page);
    const vitals = await page.evaluate<Vitals>(READ_VITALS);
    if (vitals.lcp === 0) throw new Error('the dashboard reported no largest contentful paint');
    return { ...vitals, graphql, transferredBytes };
  } finally {
    await context.close();
  }
}

// Asked from here rather than with waitForFunction, which the app's CSP (no eval) would refuse.
async function untilQuiet(page: Page): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  while ((await page.evaluate<number>(READ_QUIET)) < QUIET_MS) {
    if (Date.now() > deadline) throw new Error('the dashboard never became quiet');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isGraphql = (url: string) => new URL(url).pathname === '/graphql';

function graphqlRequest(request: Request): GraphqlRequest {
  const body = (request.postDataJSON() ?? []) as unknown;
  const operations = (Array.isArray(body) ? body : [body]) as {
    operationName?: string;
    variables?: Record<string, unknown>;
  }[];
  return {
    operations: operations.map((operation) => ({
      name: operation.operationName ?? '(anonymous)',
      variables: operation.variables ?? {},
    })),
  };
}
