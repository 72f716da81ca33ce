// What the gateway costs on top of api: the signed-in investor read straight from api
// (GET /api/v1/user) and through the gateway (GraphQL `me` with the same fields), with the same
// bearer token, under autocannon at a few concurrency levels. A bare relay (no GraphQL, the same
// call to api) is measured beside them: the floor any separate process in front of api stands on
// here. Runs alternate api, relay, gateway, api… so that all see the same machine; latencies are
// every response's own time.
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startRelay } from './gateway/relay-process.js';
import { cpuSecondsOf } from './lib/process-cpu.js';
import { sized, type BenchOptions } from './lib/options.js';
import { accessToken, startBenchStack } from './lib/stack.js';
import { ms, percentile } from './lib/stats.js';

const CONCURRENCY = [1, 10, 50];
const TARGET_THROUGHPUT_RATIO = 0.8;
const TARGET_ADDED_P50_MS = 1;

const ME = `{ me { _id fullname email phone dob emailVerified referralCode tokenBalance kycStatus walletAddress createdAt } }`;

/** The three ways to the same data, and the processes whose CPU time is read: one each. */
type Route = 'api' | 'relay' | 'gateway';
type Service = Route;

interface Target {
  route: Route;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

type CpuUse = Record<Service, number | undefined>;
type CpuReader = (service: Service) => number | undefined;

interface Load {
  /** Successful responses per second. */
  throughput: number;
  latencies: number[];
  failures: number;
  /** Successful responses in all. */
  served: number;
  /** CPU seconds each process used meanwhile (undefined where it cannot be read). */
  cpu: CpuUse;
}

type Loads = Record<Route, Load>;

export async function benchmarkGatewayOverhead(options: BenchOptions): Promise<void> {
  const stack = await startBenchStack({ investors: 1 });
  const relay = await startRelay(stack.urls.api).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  try {
    const [investor] = stack.investors;
    if (!investor) throw new Error('the stack has no investor');
    const token = await accessToken(stack.urls.api, investor);
    const targets = targetsFor(
      { api: stack.urls.api, relay: relay.url, gateway: stack.gatewayOrigin },
      token,
    );
    await checkSameInvestor(targets);
    const rounds = sized(options, 1, 3);
    const seconds = sized(options, 1, 4);
    const cpu: CpuReader = (service) =>
      service === 'relay' ? cpuSecondsOf(relay.pid) : stack.cpuSeconds(service);
    for (const target of targets) await load(target, 10, sized(options, 1, 3), cpu);
    const rows = [];
    for (const connections of CONCURRENCY) {
      rows.push(compare(connections, await alternate(targets, connections, rounds, seconds, cpu)));
    }
    console.info(
      `api on ${stack.engine}; ${rounds} alternating rounds of ${seconds} s per target and ` +
        'concurrency, after a warm-up; autocannon, api, the relay and the gateway share this ' +
        `machine (${String(availableParallelism())} CPUs). The bare relay answers the same ` +
        'investor from the same api call with no GraphQL: the cost of a second process alone.',
    );
    console.table(rows.map(({ speed }) => speed));
    console.info(
      "CPU per answered request, each process's own (/proc): api's work is the same on every " +
        'route; the relay and the gateway add theirs.',
    );
    console.table(rows.map(({ cpu: cpuRow }) => cpuRow));
    printVerdict(rows);
  } finally {
    await relay.stop();
    await stack.stop();
  }
}

function targetsFor(urls: Record<Route, string>, token: string): Target[] {
  const authorization = `Bearer ${token}`;
  const graphql = {
    method: 'POST' as const,
    headers: {
      authorization,
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
    },
    body: JSON.stringify({ query: ME }),
  };
  return [
    { route: 'api', url: `${urls.api}/api/v1/user`, method: 'GET', headers: { authorization } },
    { route: 'relay', url: `${urls.relay}/graphql`, ...graphql },
    { route: 'gateway', url: `${urls.gateway}/graphql`, ...graphql },
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
  const runs = new Map<Route, Load[]>(targets.map(({ route }) => [route, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) {
      runs.get(target.route)?.push(await load(target, connections, seconds, cpu));
    }
  }
  const combined = (route: Route) => combine(runs.get(route) ?? []);
  return { api: combined('api'), relay: combined('relay'), gateway: combined('gateway') };
}

function cpuNow(cpu: CpuReader): CpuUse {
  return { api: cpu('api'), relay: cpu('relay'), gateway: cpu('gateway') };
}

function cpuSince(before: CpuUse, cpu: CpuReader): CpuUse {
  const after = cpuNow(cpu);
  const spent = (service: Service) => {
    const [start, end] = [before[service], after[service]];
    return start === undefined || end === undefined ? undefined : end - start;
  };
  return { api: spent('api'), relay: spent('relay'), gateway: spent('gateway') };
}

function load(target: Target, connections: number, seconds: number, cpu: CpuReader): Promise<Load> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const before = cpuNow(cpu);
    const { route: _route, ...request } = target;
    const instance = autocannon(
      { ...request, connections, duration: seconds },
      (error: unknown, result: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else
          resolve({
            throughput: result['2xx'] / result.duration,
            latencies,
            failures: result.non2xx + result.errors,
            served: result['2xx'],
            cpu: cpuSince(before, cpu),
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
  const cpuOf = (service: Service) =>
    loads.every((load) => load.cpu[service] !== undefined)
      ? sum((load) => load.cpu[service] ?? 0)
      : undefined;
  return {
    throughput: sum((load) => load.throughput) / loads.length,
    latencies: loads.flatMap(({ latencies }) => latencies),
    failures: sum((load) => load.failures),
    served: sum((load) => load.served),
    cpu: { api: cpuOf('api'), relay: cpuOf('relay'), gateway: cpuOf('gateway') },
  };
}

/** CPU microseconds per answered request, or '—' where CPU time cannot be read. */
function cpuPerRequest(load: Load, service: Service): string {
  const seconds = load.cpu[service];
  if (seconds === undefined || load.served === 0) return '—';
  return `${Math.round((seconds * 1e6) / load.served)} µs`;
}

const p50 = (load: Load) => percentile(load.latencies, 0.5);
const p99 = (load: Load) => percentile(load.latencies, 0.99);
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

function compare(connections: number, loads: Loads) {
  const { api, relay, gateway } = loads;
  const ratio = gateway.throughput / api.throughput;
  const relayRatio = relay.throughput / api.throughput;
  const addedP50 = p50(gateway) - p50(api);
  const relayAddedP50 = p50(relay) - p50(api);
  return {
    connections,
    ratio,
    addedP50,
    relayRatio,
    relayAddedP50,
    speed: {
      connections,
      'api req/s': Math.round(api.throughput),
      'relay req/s': Math.round(relay.throughput),
      'gateway req/s': Math.round(gateway.throughput),
      'relay / api': percent(relayRatio),
      'gateway / api': percent(ratio),
      'api p50': ms(p50(api), 2),
      'relay p50': ms(p50(relay), 2),
      'gateway p50': ms(p50(gateway), 2),
      'gateway added p50': ms(addedP50, 2),
      'api p99': ms(p99(api), 2),
      'gateway p99': ms(p99(gateway), 2),
    },
    cpu: {
      connections,
      'api (direct)': cpuPerRequest(api, 'api'),
      'api (via relay)': cpuPerRequest(relay, 'api'),
      relay: cpuPerRequest(relay, 'relay'),
      'api (via gateway)': cpuPerRequest(gateway, 'api'),
      gateway: cpuPerRequest(gateway, 'gateway'),
      failures: api.failures + relay.failures + gateway.failures,
    },
  };
}

interface Verdict {
  connections: number;
  ratio: number;
  addedP50: number;
  relayRatio: number;
  relayAddedP50: number;
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
  const range = (values: number[], format: (value: number) => string) =>
    `${format(Math.min(...values))} to ${format(Math.max(...values))}`;
  console.info(
    `The bare relay keeps ${range(
      rows.map(({ relayRatio }) => relayRatio),
      percent,
    )} of api's throughput and adds ${range(
      rows.map(({ relayAddedP50 }) => relayAddedP50),
      (value) => ms(value, 2),
    )} at p50: what the second process costs before any GraphQL.`,
  );
}
