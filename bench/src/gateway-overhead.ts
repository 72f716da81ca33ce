// What the gateway costs on top of api: the signed-in investor read straight from api
// (GET /api/v1/user) and through the gateway (GraphQL `me` with the same fields), with the same
// bearer token, under autocannon at a few concurrency levels. Two reference servers in front of
// the same api are measured beside them: a bare relay (no GraphQL), the floor of any second
// process here, and bare graphql-yoga (the product's schema, no plugin of ours), the floor of the
// framework the gateway is built on. Runs alternate api, relay, yoga, gateway, api… so that all
// see the same machine; latencies are every response's own time.
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startRelay, type RelayProcess } from './gateway/relay-process.js';
import { cpuSecondsOf } from './lib/process-cpu.js';
import { sized, type BenchOptions } from './lib/options.js';
import { accessToken, startBenchStack, type BenchStack } from './lib/stack.js';
import { ms, percentile } from './lib/stats.js';

const CONCURRENCY = [1, 10, 50];
const TARGET_THROUGHPUT_RATIO = 0.8;
const TARGET_ADDED_P50_MS = 1;

const ME = `{ me { _id fullname email phone dob emailVerified referralCode tokenBalance kycStatus walletAddress createdAt referred } }`;

/** The ways to the same data, each served by a process of its own in front of api (but api). */
const ROUTES = ['api', 'relay', 'yoga', 'gateway'] as const;
type Route = (typeof ROUTES)[number];

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

type Loads = Record<Route, Load>;

export async function benchmarkGatewayOverhead(options: BenchOptions): Promise<void> {
  const stack = await startBenchStack({ investors: 1 });
  const references: RelayProcess[] = [];
  try {
    const relay = await startRelay('bare-relay', stack.urls.api);
    references.push(relay);
    const yoga = await startRelay('bare-yoga', stack.urls.api);
    references.push(yoga);
    const [investor] = stack.investors;
    if (!investor) throw new Error('the stack has no investor');
    const token = await accessToken(stack.urls.api, investor);
    const targets = targetsFor(
      { api: stack.urls.api, relay: relay.url, yoga: yoga.url, gateway: stack.gatewayOrigin },
      token,
    );
    await checkSameInvestor(targets);
    const cpu = cpuReader(stack, { relay, yoga });
    const rounds = sized(options, 1, 3);
    const seconds = sized(options, 1, 4);
    for (const target of targets) await load(target, 10, sized(options, 1, 3), cpu);
    const rows = [];
    for (const connections of CONCURRENCY) {
      rows.push(compare(connections, await alternate(targets, connections, rounds, seconds, cpu)));
    }
    console.info(
      `api on ${stack.engine}; ${rounds} alternating rounds of ${seconds} s per route and ` +
        'concurrency, after a warm-up; autocannon, api and the servers in front of it share this ' +
        `machine (${String(availableParallelism())} CPUs). relay: the same api call and answer ` +
        'with no GraphQL; yoga: graphql-yoga with the same schema and `me` resolver, no plugin.',
    );
    console.table(rows.map(({ speed }) => speed));
    console.table(rows.map(({ latency }) => latency));
    console.info(
      "CPU per answered request, each process's own (/proc): api's work is the same on every " +
        'route; the process in front adds its own.',
    );
    console.table(rows.map(({ cpu: cpuRow }) => cpuRow));
    printVerdict(rows);
  } finally {
    await Promise.all(references.map((reference) => reference.stop()));
    await stack.stop();
  }
}

function cpuReader(stack: BenchStack, references: Record<'relay' | 'yoga', RelayProcess>) {
  const front = (route: Route) => {
    if (route === 'api') return undefined;
    if (route === 'gateway') return stack.cpuSeconds('gateway');
    return cpuSecondsOf(references[route].pid);
  };
  return (route: Route) => ({ api: stack.cpuSeconds('api'), front: front(route) });
}

function targetsFor(urls: Record<Route, string>, token: string): Target[] {
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
  return [
    { route: 'api', url: `${urls.api}/api/v1/user`, method: 'GET', headers: { authorization } },
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
      return JSON.stringify(target.route === 'api' ? body.data?.user : body.data?.me);
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
  const runs = new Map<Route, Load[]>(ROUTES.map((route) => [route, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      runs.get(target.route)?.push(await load(target, connections, seconds, cpu));
    }
  }
  return Object.fromEntries(
    ROUTES.map((route) => [route, combine(runs.get(route) ?? [])]),
  ) as Loads;
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
function cpuPerRequest(load: Load, part: 'api' | 'front'): string {
  const seconds = load.cpu[part];
  if (seconds === undefined || load.served === 0) return '—';
  return `${Math.round((seconds * 1e6) / load.served)} µs`;
}

const p50 = (load: Load) => percentile(load.latencies, 0.5);
const p99 = (load: Load) => percentile(load.latencies, 0.99);
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

function compare(connections: number, loads: Loads) {
  const { api, relay, yoga, gateway } = loads;
  const ratio = (load: Load) => load.throughput / api.throughput;
  const added = (load: Load) => p50(load) - p50(api);
  return {
    connections,
    ratio: ratio(gateway),
    addedP50: added(gateway),
    relayRatio: ratio(relay),
    yogaRatio: ratio(yoga),
    speed: {
      connections,
      'api req/s': Math.round(api.throughput),
      'relay req/s': Math.round(relay.throughput),
      'yoga req/s': Math.round(yoga.throughput),
      'gateway req/s': Math.round(gateway.throughput),
      'relay / api': percent(ratio(relay)),
      'yoga / api': percent(ratio(yoga)),
      'gateway / api': percent(ratio(gateway)),
      failures: api.failures + relay.failures + yoga.failures + gateway.failures,
    },
    latency: {
      connections,
      'api p50': ms(p50(api), 2),
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
      relay: cpuPerRequest(relay, 'front'),
      yoga: cpuPerRequest(yoga, 'front'),
      gateway: cpuPerRequest(gateway, 'front'),
    },
  };
}

interface Verdict {
  connections: number;
  ratio: number;
  addedP50: number;
  relayRatio: number;
  yogaRatio: number;
}

function printVerdict(rows: Verdict[]): void {
  const slow = rows.filter(({ ratio }) => ratio < TARGET_THROUGHPUT_RATIO);
  const late = rows.filter(({ addedP50 }) => addedP50 > TARGET_ADDED_P50_MS);
  const at = (list: { connections: number }[]) =>
    list
      .map(({ connections }) => `${connections} connection${connections === 1 ? '' : 's'}`)
      .join(', ');
  console.info(
    `Target: the gateway keeps ≥ ${TARGET_THROUGHPUT_RATIO * 100} % of api's throughput — ` +
      (slow.length === 0 ? 'met at every concurrency.' : `missed at ${at(slow)}.`),
  );
  console.info(
    `Target: the gateway adds ≤ ${TARGET_ADDED_P50_MS} ms at p50 — ` +
      (late.length === 0 ? 'met at every concurrency.' : `missed at ${at(late)}.`),
  );
  const range = (values: number[]) =>
    `${percent(Math.min(...values))} to ${percent(Math.max(...values))}`;
  console.info(
    `For reference, a bare relay keeps ${range(rows.map(({ relayRatio }) => relayRatio))} of ` +
      `api's throughput and bare graphql-yoga ${range(rows.map(({ yogaRatio }) => yogaRatio))}.`,
  );
}
