// What the gateway costs on top of api: the signed-in investor read straight from api
// (GET /api/v1/user) and through the gateway (GraphQL `me` with the same fields), with the same
// bearer token, under autocannon at a few concurrency levels. Runs alternate api, gateway, api,
// gateway… so that both see the same machine; latencies are every response's own time.
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { sized, type BenchOptions } from './lib/options.js';
import { accessToken, startBenchStack } from './lib/stack.js';
import { ms, percentile } from './lib/stats.js';

const CONCURRENCY = [1, 10, 50];
const TARGET_THROUGHPUT_RATIO = 0.8;
const TARGET_ADDED_P50_MS = 1;

const ME = `{ me { _id fullname email phone dob emailVerified referralCode tokenBalance kycStatus walletAddress createdAt } }`;

interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

interface Load {
  /** Successful responses per second. */
  throughput: number;
  latencies: number[];
  failures: number;
  /** Successful responses in all. */
  served: number;
  /** CPU seconds each service used meanwhile (undefined where it cannot be read). */
  cpu: CpuUse;
}

type Service = 'api' | 'gateway';
type CpuUse = Record<Service, number | undefined>;
type CpuReader = (service: Service) => number | undefined;

export async function benchmarkGatewayOverhead(options: BenchOptions): Promise<void> {
  const stack = await startBenchStack({ investors: 1 });
  try {
    const [investor] = stack.investors;
    if (!investor) throw new Error('the stack has no investor');
    const token = await accessToken(stack.urls.api, investor);
    const targets = targetsFor(stack.urls.api, stack.gatewayOrigin, token);
    await checkSameInvestor(targets);
    const rounds = sized(options, 1, 3);
    const seconds = sized(options, 1, 4);
    const cpu: CpuReader = (service) => stack.cpuSeconds(service);
    for (const target of targets) await load(target, 10, sized(options, 1, 3), cpu);
    const rows = [];
    const verdicts = [];
    for (const connections of CONCURRENCY) {
      const [api, gateway] = await alternate(targets, connections, rounds, seconds, cpu);
      const row = compare(connections, api, gateway);
      rows.push(row.table);
      verdicts.push(row);
    }
    console.info(
      `api on ${stack.engine}; ${rounds} alternating rounds of ${seconds} s per target and ` +
        'concurrency, after a warm-up; autocannon, api and gateway share this machine ' +
        `(${String(availableParallelism())} CPUs). CPU/req is each process's own CPU time per ` +
        "answered request: the same api work either way, plus the gateway's.",
    );
    console.table(rows);
    printVerdict(verdicts);
  } finally {
    await stack.stop();
  }
}

function targetsFor(apiUrl: string, gatewayUrl: string, token: string): [Target, Target] {
  const authorization = `Bearer ${token}`;
  return [
    { url: `${apiUrl}/api/v1/user`, method: 'GET', headers: { authorization } },
    {
      url: `${gatewayUrl}/graphql`,
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
      },
      body: JSON.stringify({ query: ME }),
    },
  ];
}

/** Both targets must answer with the same investor, or the comparison means nothing. */
async function checkSameInvestor([api, gateway]: [Target, Target]): Promise<void> {
  const direct = (await (await fetch(api.url, api)).json()) as { data?: { user?: unknown } };
  const relayed = (await (await fetch(gateway.url, gateway)).json()) as {
    data?: { me?: unknown };
  };
  if (JSON.stringify(direct.data?.user) !== JSON.stringify(relayed.data?.me)) {
    throw new Error(
      `api and gateway disagree: ${JSON.stringify(direct)} vs ${JSON.stringify(relayed)}`,
    );
  }
}

async function alternate(
  targets: [Target, Target],
  connections: number,
  rounds: number,
  seconds: number,
  cpu: CpuReader,
): Promise<[Load, Load]> {
  const runs: [Load[], Load[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    runs[0].push(await load(targets[0], connections, seconds, cpu));
    runs[1].push(await load(targets[1], connections, seconds, cpu));
  }
  return [combine(runs[0]), combine(runs[1])];
}

function cpuNow(cpu: CpuReader): CpuUse {
  return { api: cpu('api'), gateway: cpu('gateway') };
}

function cpuSince(before: CpuUse, cpu: CpuReader): CpuUse {
  const after = cpuNow(cpu);
  const spent = (service: Service) => {
    const [start, end] = [before[service], after[service]];
    return start === undefined || end === undefined ? undefined : end - start;
  };
  return { api: spent('api'), gateway: spent('gateway') };
}

function load(target: Target, connections: number, seconds: number, cpu: CpuReader): Promise<Load> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const before = cpuNow(cpu);
    const instance = autocannon(
      { ...target, connections, duration: seconds },
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
    cpu: { api: cpuOf('api'), gateway: cpuOf('gateway') },
  };
}

/** CPU microseconds per answered request, or '—' where CPU time cannot be read. */
function cpuPerRequest(load: Load, service: Service): string {
  const seconds = load.cpu[service];
  if (seconds === undefined || load.served === 0) return '—';
  return `${Math.round((seconds * 1e6) / load.served)} µs`;
}

function compare(connections: number, api: Load, gateway: Load) {
  const ratio = gateway.throughput / api.throughput;
  const addedP50 = percentile(gateway.latencies, 0.5) - percentile(api.latencies, 0.5);
  return {
    connections,
    ratio,
    addedP50,
    table: {
      connections,
      'api req/s': Math.round(api.throughput),
      'gateway req/s': Math.round(gateway.throughput),
      'gateway / api': `${(ratio * 100).toFixed(0)} %`,
      'api p50': ms(percentile(api.latencies, 0.5), 2),
      'gateway p50': ms(percentile(gateway.latencies, 0.5), 2),
      'added p50': ms(addedP50, 2),
      'api p99': ms(percentile(api.latencies, 0.99), 2),
      'gateway p99': ms(percentile(gateway.latencies, 0.99), 2),
      'api CPU/req': cpuPerRequest(api, 'api'),
      'via gateway: api CPU/req': cpuPerRequest(gateway, 'api'),
      'gateway CPU/req': cpuPerRequest(gateway, 'gateway'),
      failures: api.failures + gateway.failures,
    },
  };
}

function printVerdict(rows: { connections: number; ratio: number; addedP50: number }[]): void {
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
}
