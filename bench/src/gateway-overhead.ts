// What the gateway costs on top of api, and api on top of PostgreSQL. The signed-in investor read
// straight from api (GET /api/v1/user) and through the gateway (GraphQL `me` with the same fields),
// with the same bearer token, under autocannon at a few concurrency levels; then the visitor's
// dashboard (the web app's own persisted query) through the gateway. Reference servers are
// measured beside them, each a process of its own: in front of the same api, a bare relay (no
// GraphQL), the floor of any second process here, and bare graphql-yoga (the product's schema, no
// plugin of ours), the floor of the framework the gateway is built on; beside api, on PostgreSQL,
// a bare Fastify route making api's statements with `pg`. Runs alternate the routes round after
// round so that all see the same machine; latencies are every response's own time.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import {
  startReference,
  type ReferenceKind,
  type ReferenceProcess,
} from './gateway/reference-process.js';
import { cpuSecondsOf } from './lib/process-cpu.js';
import { sized, type BenchOptions } from './lib/options.js';
import { accessToken, startBenchStack, type BenchStack } from './lib/stack.js';
import { ms, percentile } from './lib/stats.js';

const CONCURRENCY = [1, 10, 50];
const TARGET_THROUGHPUT_RATIO = 0.8;
const TARGET_ADDED_P50_MS = 1;
/** CPU per request: the gateway's at most this times bare yoga's, same query, same run. */
const TARGET_GATEWAY_PER_YOGA = 1.2;
/** CPU per request: api's at most this times the bare Fastify + `pg` route's, same run. */
const TARGET_API_PER_FASTIFY = 2;

const ME = `{ me { _id fullname email phone dob emailVerified referralCode tokenBalance kycStatus walletAddress createdAt referred } }`;

/** The ways to the same data, each served by a process of its own. */
type Route = 'api' | 'fastify' | 'relay' | 'yoga' | 'gateway';

/** The visitor dashboard as the web app sends it (a persisted query), and its text. */
interface DashboardDocument {
  hash: string;
  text: string;
}

interface Target {
  route: Route;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** CPU seconds a route's processes have used so far: api's, and the front process's own. */
type CpuReader = (route: Route) => { api?: number; front?: number };

interface Load {
  /** Successful responses per second. */
  throughput: number;
  latencies: number[];
  failures: number;
  /** Successful responses in all. */
  served: number;
  /** CPU seconds used meanwhile by api and by the route's own process (undefined if unreadable). */
  cpu: { api?: number; front?: number };
}

type Loads = Partial<Record<Route, Load>>;

export async function benchmarkGatewayOverhead(options: BenchOptions): Promise<void> {
  const stack = await startBenchStack({ investors: 1 });
  const references: ReferenceProcess[] = [];
  try {
    const [investor] = stack.investors;
    if (!investor) throw new Error('the stack has no investor');
    const dashboard = dashboardDocument();
    const exchangeRates = await gatewayExchangeRates(stack.gatewayOrigin, dashboard);
    const start = async (kind: ReferenceKind, env: Record<string, string>) => {
      const reference = await startReference(kind, env);
      references.push(reference);
      return reference;
    };
    const relay = await start('bare-relay', { API_URL: stack.urls.api });
    const yoga = await start('bare-yoga', {
      API_URL: stack.urls.api,
      EXCHANGE_RATES: exchangeRates,
    });
    const fastify = stack.databaseUrl
      ? await start('bare-fastify-pg', { DATABASE_URL: stack.databaseUrl })
      : undefined;
    const token = await accessToken(stack.urls.api, investor);
    const urls = {
      api: stack.urls.api,
      relay: relay.url,
      yoga: yoga.url,
      gateway: stack.gatewayOrigin,
    };
    const meTargets = targetsFor({ ...urls, ...(fastify && { fastify: fastify.url }) }, token);
    const dashboardTargets = visitorDashboardTargets(urls, dashboard);
    await checkSameInvestor(meTargets);
    await checkSameDashboard(dashboardTargets);
    const cpu = cpuReader(stack, { relay, yoga, fastify });
    const rounds = sized(options, 1, 3);
    const seconds = sized(options, 1, 4);
    for (const target of [...meTargets, ...dashboardTargets]) {
      await load(target, 10, sized(options, 1, 3), cpu);
    }
    const rows = [];
    const dashboardRows = [];
    for (const connections of CONCURRENCY) {
      rows.push(
        compare(connections, await alternate(meTargets, connections, rounds, seconds, cpu)),
      );
      dashboardRows.push(
        compareDashboards(
          connections,
          await alternate(dashboardTargets, connections, rounds, seconds, cpu),
        ),
      );
    }
    console.info(
      `api on ${stack.engine}; ${rounds} alternating rounds of ${seconds} s per route and ` +
        'concurrency, after a warm-up; autocannon, api and the servers in front of it share this ' +
        `machine (${String(availableParallelism())} CPUs). relay: the same api call and answer ` +
        'with no GraphQL; yoga: graphql-yoga with the same schema and resolvers, no plugin; ' +
        'fastify: a bare Fastify route beside api making its statements with `pg` (PostgreSQL only).',
    );
    console.info(
      '\nSigned-in `{ me }` (GraphQL) and GET /api/v1/user (api, fastify), same bearer token:',
    );
    console.table(rows.map(({ speed }) => speed));
    console.table(rows.map(({ latency }) => latency));
    console.info(
      "CPU per answered request, each process's own (/proc): api's work is the same on every " +
        'route; the process in front adds its own.',
    );
    console.table(rows.map(({ cpu: cpuRow }) => cpuRow));
    console.info(
      "\nThe visitor's dashboard (the web app's persisted query, no session), through the gateway " +
        'and through bare yoga sent its text; CPU per answered request of the process in front:',
    );
    console.table(dashboardRows.map(({ row }) => row));
    printVerdict(rows, dashboardRows);
  } finally {
    await Promise.all(references.map((reference) => reference.stop()));
    await stack.stop();
  }
}

/** The web app's dashboard query, from the persisted documents its build registers with the gateway. */
function dashboardDocument(): DashboardDocument {
  const documents = JSON.parse(
    readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const found = Object.entries(documents).find(([, text]) => text.includes('query Dashboard('));
  if (!found) throw new Error('the web app has no persisted Dashboard query');
  return { hash: found[0], text: found[1] };
}

const visitorVariables = { signedIn: false };

/** The exchange rates the gateway serves from memory, handed to bare yoga to serve the same. */
async function gatewayExchangeRates(gateway: string, dashboard: DashboardDocument) {
  const answer = await postJson(`${gateway}/graphql`, persistedBody(dashboard));
  return JSON.stringify(answer.data?.exchangeRates ?? null);
}

function persistedBody(dashboard: DashboardDocument) {
  return {
    operationName: 'Dashboard',
    variables: visitorVariables,
    extensions: { persistedQuery: { version: 1, sha256Hash: dashboard.hash } },
  };
}

const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: GRAPHQL_HEADERS,
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
}

function visitorDashboardTargets(
  urls: Record<'yoga' | 'gateway', string>,
  dashboard: DashboardDocument,
): Target[] {
  return [
    {
      route: 'yoga',
      url: `${urls.yoga}/graphql`,
      method: 'POST',
      headers: GRAPHQL_HEADERS,
      body: JSON.stringify({
        query: dashboard.text,
        operationName: 'Dashboard',
        variables: visitorVariables,
      }),
    },
    {
      route: 'gateway',
      url: `${urls.gateway}/graphql`,
      method: 'POST',
      headers: GRAPHQL_HEADERS,
      body: JSON.stringify(persistedBody(dashboard)),
    },
  ];
}

/** Both must answer the visitor the same dashboard, or the comparison means nothing. */
async function checkSameDashboard(targets: Target[]): Promise<void> {
  const answers = await Promise.all(
    targets.map(async (target) => {
      const body = (await (await fetch(target.url, target)).json()) as { data?: unknown };
      return JSON.stringify(body);
    }),
  );
  if (answers.some((answer) => answer !== answers[0] || !answer.includes('"rentSupply"'))) {
    throw new Error(`yoga and the gateway answer the dashboard apart: ${answers.join(' vs ')}`);
  }
}

function cpuReader(
  stack: BenchStack,
  references: {
    relay: ReferenceProcess;
    yoga: ReferenceProcess;
    fastify: ReferenceProcess | undefined;
  },
) {
  const front = (route: Route) => {
    if (route === 'api') return undefined;
    if (route === 'gateway') return stack.cpuSeconds('gateway');
    return cpuSecondsOf(references[route]?.pid);
  };
  return (route: Route) => ({ api: stack.cpuSeconds('api'), front: front(route) });
}

function targetsFor(
  urls: Record<Exclude<Route, 'fastify'>, string> & { fastify?: string },
  token: string,
): Target[] {
  const authorization = `Bearer ${token}`;
  const graphql = (route: Route): Target => ({
    route,
    url: `${urls[route]}/graphql`,
    method: 'POST',
    headers: {
      authorization,
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
    },
    body: JSON.stringify({ query: ME }),
  });
  const rest = (route: 'api' | 'fastify', url: string): Target => ({
    route,
    url: `${url}/api/v1/user`,
    method: 'GET',
    headers: { authorization },
  });
  return [
    rest('api', urls.api),
    ...(urls.fastify ? [rest('fastify', urls.fastify)] : []),
    graphql('relay'),
    graphql('yoga'),
    graphql('gateway'),
  ];
}

/** Every route must answer with the same investor, or the comparison means nothing. */
async function checkSameInvestor(targets: Target[]): Promise<void> {
  const answers = await Promise.all(
    targets.map(async (target) => {
      const body = (await (await fetch(target.url, target)).json()) as {
        data?: { user?: unknown; me?: unknown };
      };
      return JSON.stringify(target.method === 'GET' ? body.data?.user : body.data?.me);
    }),
  );
  if (answers[0] === undefined || answers.some((answer) => answer !== answers[0])) {
    throw new Error(`the routes disagree on the investor: ${answers.join(' vs ')}`);
  }
}

async function alternate(
  targets: Target[],
  connections: number,
  rounds: number,
  seconds: number,
  cpu: CpuReader,
): Promise<Loads> {
  const runs = new Map<Route, Load[]>(targets.map(({ route }) => [route, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      runs.get(target.route)?.push(await load(target, connections, seconds, cpu));
    }
  }
  return Object.fromEntries([...runs].map(([route, loads]) => [route, combine(loads)])) as Loads;
}

function spentSince(before: number | undefined, after: number | undefined) {
  return before === undefined || after === undefined ? undefined : after - before;
}

function load(target: Target, connections: number, seconds: number, cpu: CpuReader): Promise<Load> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const before = cpu(target.route);
    const { route, ...request } = target;
    const instance = autocannon(
      { ...request, connections, duration: seconds },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const after = cpu(route);
        resolve({
          throughput: result['2xx'] / result.duration,
          latencies,
          failures: result.non2xx + result.errors,
          served: result['2xx'],
          cpu: {
            api: spentSince(before.api, after.api),
            front: spentSince(before.front, after.front),
          },
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
    });
  });
}

function combine(loads: Load[]): Load {
  const sum = (of: (load: Load) => number) => loads.reduce((total, load) => total + of(load), 0);
  const cpuOf = (part: 'api' | 'front') =>
    loads.every((load) => load.cpu[part] !== undefined)
      ? sum((load) => load.cpu[part] ?? 0)
      : undefined;
  return {
    throughput: sum((load) => load.throughput) / loads.length,
    latencies: loads.flatMap(({ latencies }) => latencies),
    failures: sum((load) => load.failures),
    served: sum((load) => load.served),
    cpu: { api: cpuOf('api'), front: cpuOf('front') },
  };
}

/** CPU microseconds per answered request, or '—' where CPU time cannot be read. */
function cpuMicroseconds(load: Load | undefined, part: 'api' | 'front'): number | undefined {
  const seconds = load?.cpu[part];
  if (seconds === undefined || !load || load.served === 0) return undefined;
  return (seconds * 1e6) / load.served;
}

function cpuPerRequest(load: Load | undefined, part: 'api' | 'front'): string {
  const micros = cpuMicroseconds(load, part);
  return micros === undefined ? '—' : `${Math.round(micros)} µs`;
}

/** `a / b` to two places, undefined when either is unknown. */
function cpuRatio(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || b === undefined || b === 0 ? undefined : a / b;
}

const times = (ratio: number | undefined) => (ratio === undefined ? '—' : `${ratio.toFixed(2)} ×`);

const p50 = (load: Load) => percentile(load.latencies, 0.5);
const p99 = (load: Load) => percentile(load.latencies, 0.99);
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** A load every `{ me }` run has; the bare Fastify route is the only optional one. */
function required(loads: Loads, route: Route): Load {
  const found = loads[route];
  if (!found) throw new Error(`no ${route} run`);
  return found;
}

function compare(connections: number, loads: Loads) {
  const [api, relay, yoga, gateway] = (['api', 'relay', 'yoga', 'gateway'] as const).map((route) =>
    required(loads, route),
  ) as [Load, Load, Load, Load];
  const { fastify } = loads;
  const ratio = (load: Load) => load.throughput / api.throughput;
  const added = (load: Load) => p50(load) - p50(api);
  const gatewayPerYoga = cpuRatio(
    cpuMicroseconds(gateway, 'front'),
    cpuMicroseconds(yoga, 'front'),
  );
  const apiPerFastify = cpuRatio(cpuMicroseconds(api, 'api'), cpuMicroseconds(fastify, 'front'));
  return {
    connections,
    ratio: ratio(gateway),
    addedP50: added(gateway),
    relayRatio: ratio(relay),
    yogaRatio: ratio(yoga),
    gatewayPerYoga,
    apiPerFastify,
    speed: {
      connections,
      'api req/s': Math.round(api.throughput),
      ...(fastify && { 'fastify req/s': Math.round(fastify.throughput) }),
      'relay req/s': Math.round(relay.throughput),
      'yoga req/s': Math.round(yoga.throughput),
      'gateway req/s': Math.round(gateway.throughput),
      'relay / api': percent(ratio(relay)),
      'yoga / api': percent(ratio(yoga)),
      'gateway / api': percent(ratio(gateway)),
      failures: [api, fastify, relay, yoga, gateway].reduce(
        (sum, load) => sum + (load?.failures ?? 0),
        0,
      ),
    },
    latency: {
      connections,
      'api p50': ms(p50(api), 2),
      ...(fastify && { 'fastify p50': ms(p50(fastify), 2) }),
      'relay p50': ms(p50(relay), 2),
      'yoga p50': ms(p50(yoga), 2),
      'gateway p50': ms(p50(gateway), 2),
      'gateway added p50': ms(added(gateway), 2),
      'api p99': ms(p99(api), 2),
      'gateway p99': ms(p99(gateway), 2),
    },
    cpu: {
      connections,
      'api (direct)': cpuPerRequest(api, 'api'),
      'api (via gateway)': cpuPerRequest(gateway, 'api'),
      fastify: cpuPerRequest(fastify, 'front'),
      'api / fastify': times(apiPerFastify),
      relay: cpuPerRequest(relay, 'front'),
      yoga: cpuPerRequest(yoga, 'front'),
      gateway: cpuPerRequest(gateway, 'front'),
      'gateway / yoga': times(gatewayPerYoga),
    },
  };
}

function compareDashboards(connections: number, loads: Loads) {
  const yoga = required(loads, 'yoga');
  const gateway = required(loads, 'gateway');
  const gatewayPerYoga = cpuRatio(
    cpuMicroseconds(gateway, 'front'),
    cpuMicroseconds(yoga, 'front'),
  );
  return {
    connections,
    gatewayPerYoga,
    row: {
      connections,
      'yoga req/s': Math.round(yoga.throughput),
      'gateway req/s': Math.round(gateway.throughput),
      'yoga p50': ms(p50(yoga), 2),
      'gateway p50': ms(p50(gateway), 2),
      'yoga CPU': cpuPerRequest(yoga, 'front'),
      'gateway CPU': cpuPerRequest(gateway, 'front'),
      'gateway / yoga': times(gatewayPerYoga),
      "api's CPU (via gateway)": cpuPerRequest(gateway, 'api'),
      failures: yoga.failures + gateway.failures,
    },
  };
}

interface Verdict {
  connections: number;
  ratio: number;
  addedP50: number;
  relayRatio: number;
  yogaRatio: number;
  gatewayPerYoga: number | undefined;
  apiPerFastify: number | undefined;
}

const atConnections = (list: { connections: number }[]) =>
  list
    .map(({ connections }) => `${connections} connection${connections === 1 ? '' : 's'}`)
    .join(', ');

/** "met at every concurrency." or where it was missed, for a ratio that must stay at most `goal`. */
function ratioVerdict(rows: { connections: number; value: number | undefined }[], goal: number) {
  if (rows.some(({ value }) => value === undefined)) return 'not measured (no CPU figures).';
  const over = rows.filter(({ value }) => (value ?? 0) > goal);
  const figures = rows.map(({ value }) => times(value)).join(', ');
  return over.length === 0
    ? `met at every concurrency (${figures}).`
    : `MISSED at ${atConnections(over)} (${figures}).`;
}

function printVerdict(
  rows: Verdict[],
  dashboards: { connections: number; gatewayPerYoga: number | undefined }[],
): void {
  const slow = rows.filter(({ ratio }) => ratio < TARGET_THROUGHPUT_RATIO);
  const late = rows.filter(({ addedP50 }) => addedP50 > TARGET_ADDED_P50_MS);
  console.info(
    `Target: the gateway keeps ≥ ${TARGET_THROUGHPUT_RATIO * 100} % of api's throughput — ` +
      (slow.length === 0 ? 'met at every concurrency.' : `missed at ${atConnections(slow)}.`),
  );
  console.info(
    `Target: the gateway adds ≤ ${TARGET_ADDED_P50_MS} ms at p50 — ` +
      (late.length === 0 ? 'met at every concurrency.' : `missed at ${atConnections(late)}.`),
  );
  console.info(
    `Target: gateway CPU per \`{ me }\` ≤ ${TARGET_GATEWAY_PER_YOGA} × bare yoga's — ` +
      ratioVerdict(
        rows.map(({ connections, gatewayPerYoga }) => ({ connections, value: gatewayPerYoga })),
        TARGET_GATEWAY_PER_YOGA,
      ),
  );
  console.info(
    `Target: gateway CPU per visitor dashboard ≤ ${TARGET_GATEWAY_PER_YOGA} × bare yoga's — ` +
      ratioVerdict(
        dashboards.map(({ connections, gatewayPerYoga }) => ({
          connections,
          value: gatewayPerYoga,
        })),
        TARGET_GATEWAY_PER_YOGA,
      ),
  );
  console.info(
    `Target: api CPU per GET /api/v1/user ≤ ${TARGET_API_PER_FASTIFY} × a bare Fastify + pg ` +
      "route's — " +
      (rows.every(({ apiPerFastify }) => apiPerFastify === undefined)
        ? 'not measured (api runs on PGlite: name a PostgreSQL server).'
        : ratioVerdict(
            rows.map(({ connections, apiPerFastify }) => ({ connections, value: apiPerFastify })),
            TARGET_API_PER_FASTIFY,
          )),
  );
  const range = (values: number[]) =>
    `${percent(Math.min(...values))} to ${percent(Math.max(...values))}`;
  console.info(
    `For reference, a bare relay keeps ${range(rows.map(({ relayRatio }) => relayRatio))} of ` +
      `api's throughput and bare graphql-yoga ${range(rows.map(({ yogaRatio }) => yogaRatio))}.`,
  );
}
