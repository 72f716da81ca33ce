// The built product scaled out on this machine: two api and two gateway processes on one fresh
// PostgreSQL database and one Redis (a key prefix of the run's own, its keys deleted afterwards),
// the sandbox for Paytm, SMTP and the exchange rates, all on free ports. A round-robin proxy, a
// process of its own, stands in front of the gateways (where clients connect) and another between
// the gateways and api, as a load balancer would in production (decision 0084). The api replicas
// share what a deployment must share (database, Redis, JWT_SECRET, the sale) and nothing else:
// each has its own DATA_DIR, so nothing can work only because they happen to share a folder.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '@rent/api/testing';
import { eventually } from '@rent/test-kit/eventually';
import { createThrowawayDatabase, dropThrowawayDatabase } from '@rent/test-kit/postgres';
import { assertBuilt, manySignInsFromOneAddress } from '@rent/test-kit/stack';
import { writeLiveSale } from '@rent/test-kit/scripts';
import { freePort, serviceCommand, startService } from '@rent/test-kit/scripts';
import { planStandIns } from '@rent/test-kit/scripts';
import { seedInvestors, withDatabase, type Investor, type SeedOptions } from '../support/stack.js';
import { startProxyProcess, type ProxyProcess } from './proxy-process.js';

const DATABASE_PREFIX = 'rent_replicas_';
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** How many api and gateway processes run. */
export const REPLICAS = 2;

export interface ReplicaServices {
  /** The PostgreSQL server the run's database is created on. */
  serverUrl: string;
  redisUrl: string;
  /** Why the suite cannot run here, when it cannot. */
  missing?: string;
}

/**
 * The PostgreSQL server (TEST_DATABASE_URL, else the local default) and Redis (TEST_REDIS_URL,
 * else the local default) the suite runs on, and whether they answer.
 */
export async function replicaServices(): Promise<ReplicaServices> {
  const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
  const redisUrl = process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;
  const problems: string[] = [];
  try {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
    await client.connect();
    await client.end();
  } catch (error) {
    problems.push(`no PostgreSQL server at ${withoutPassword(serverUrl)} (${reasonOf(error)})`);
  }
  const redis = redisClient(redisUrl);
  try {
    await redis.ping();
  } catch (error) {
    problems.push(`no Redis at ${withoutPassword(redisUrl)} (${reasonOf(error)})`);
  } finally {
    redis.disconnect();
  }
  return { serverUrl, redisUrl, ...(problems.length > 0 && { missing: problems.join('; ') }) };
}

export interface ReplicaStackOptions extends SeedOptions {
  /** Variables for both api replicas, over the suite's defaults. */
  apiEnv?: Record<string, string>;
  /** Variables for both gateway replicas, over the suite's defaults. */
  gatewayEnv?: Record<string, string>;
}

export interface ReplicaStack {
  /** Where clients connect: the proxy in front of the gateways. */
  url: string;
  /** Each gateway's own address, by replica. */
  gateways: string[];
  /** Each api replica's own address. */
  apis: string[];
  sandboxUrl: string;
  /** The proxy in front of the gateways. */
  gatewayProxy: ProxyProcess;
  /** The proxy between the gateways and the api replicas. */
  apiProxy: ProxyProcess;
  investors: Investor[];
  /** Services that exited without being asked to (a replica killed by `killApi` is not one). */
  crashes: string[];
  /** The log lines of `api-1`, `api-2`, `gateway-1` … so far. */
  logOf(service: string): string;
  /** Kills api replica `index` with SIGKILL; resolves once it is gone and its port refuses. */
  killApi(index: number): Promise<void>;
  inspect<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

type Service = Awaited<ReturnType<typeof startService>>;

export async function startReplicaStack(
  services: ReplicaServices,
  options: ReplicaStackOptions = {},
): Promise<ReplicaStack> {
  assertBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'rent-replicas-'));
  const redisPrefix = `rent-replicas-${randomBytes(6).toString('hex')}:`;
  const databaseUrl = await createThrowawayDatabase(services.serverUrl, DATABASE_PREFIX);
  const started: Service[] = [];
  const proxies: ProxyProcess[] = [];
  const logs = new Map<string, string[]>();
  const crashes: string[] = [];
  const killed = new Set<string>();

  const stop = async () => {
    try {
      // Clients first, then what they call: gateways, api, sandbox.
      for (const kind of ['gateway', 'api', 'sandbox']) {
        const ofKind = started.filter((service) => service.name.startsWith(kind));
        await Promise.all(ofKind.map((service) => service.stop()));
      }
      await Promise.all(proxies.map((proxy) => proxy.stop()));
    } finally {
      await dropThrowawayDatabase(services.serverUrl, databaseUrl, DATABASE_PREFIX);
      await deleteKeys(services.redisUrl, redisPrefix);
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  const start = async (name: string, options: Omit<StartOptions, 'name' | 'output'>) => {
    const lines: string[] = [];
    logs.set(name, lines);
    const service = await startService({
      ...options,
      name,
      output: { write: (line) => lines.push(line) },
    });
    service.onCrash(({ code, signal }: { code: number | null; signal: string | null }) => {
      if (!killed.has(name)) crashes.push(`${name} exited (${signal ?? `exit code ${code}`})`);
    });
    started.push(service);
    return service;
  };

  try {
    const investors = await seedInvestors({ url: databaseUrl }, options);
    const ports = {
      sandbox: await freePort(),
      smtp: await freePort(),
      apis: await freePorts(REPLICAS),
      gateways: await freePorts(REPLICAS),
    };
    const local = (port: number) => ({ host: '127.0.0.1', port });
    const [apiProxy, gatewayProxy] = await Promise.all([
      startProxyProcess('api-proxy', ports.apis.map(local)),
      startProxyProcess('gateway-proxy', ports.gateways.map(local)),
    ]);
    for (const [name, proxy] of [
      ['api-proxy', apiProxy],
      ['gateway-proxy', gatewayProxy],
    ] as const) {
      proxies.push(proxy);
      proxy.onCrash(({ code, signal }) =>
        crashes.push(`${name} exited (${signal ?? `exit code ${code}`})`),
      );
    }

    const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
    const plan = planStandIns(
      {},
      { sandboxUrl, smtpUrl: `smtp://127.0.0.1:${ports.smtp}`, ratesFromSandbox: true },
    );
    await start('sandbox', {
      ...serviceCommand('sandbox', 'dist'),
      env: { PORT: String(ports.sandbox), SMTP_PORT: String(ports.smtp) },
      healthUrl: `${sandboxUrl}/`,
    });

    // What every api replica shares; PORT and DATA_DIR are each one's own.
    const apiEnv = {
      ...plan.api,
      PUBLIC_URL: gatewayProxy.url,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: services.redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      SALE_CONFIG: writeLiveSale(join(dataDir, 'live-sale.json'), new Date()),
      LOG_LEVEL: 'warn',
      MAIL_POLL_MS: '200',
      PAYMENT_POLL_MS: '500',
      // Many investors sign in from 127.0.0.1 within a minute.
      ...manySignInsFromOneAddress(100_000),
      ...options.apiEnv,
    };
    // Every replica starts at once, as a scaled deployment's do; a gateway reports healthy once
    // api answers it. All are awaited before a failure is thrown, so that none is left running.
    const replicas = await Promise.allSettled([
      ...ports.apis.map((port, index) =>
        start(`api-${index + 1}`, {
          ...serviceCommand('api', 'dist'),
          env: { ...apiEnv, PORT: String(port), DATA_DIR: join(dataDir, `api-${index + 1}`) },
          healthUrl: `http://127.0.0.1:${port}/health`,
        }),
      ),
      ...ports.gateways.map((port, index) =>
        start(`gateway-${index + 1}`, {
          ...serviceCommand('gateway', 'dist'),
          env: {
            ...plan.gateway,
            ...options.gatewayEnv,
            PORT: String(port),
            PUBLIC_URL: gatewayProxy.url,
            API_URL: apiProxy.url,
          },
          healthUrl: `http://127.0.0.1:${port}/health`,
        }),
      ),
    ]);
    const failure = replicas.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    // The gateways' health checks met api still starting: count from here.
    await Promise.all(proxies.map((proxy) => proxy.reset()));

    return {
      url: gatewayProxy.url,
      gateways: ports.gateways.map((port) => `http://127.0.0.1:${port}`),
      apis: ports.apis.map((port) => `http://127.0.0.1:${port}`),
      sandboxUrl,
      gatewayProxy,
      apiProxy,
      investors,
      crashes,
      logOf: (name) => (logs.get(name) ?? []).join(''),
      async killApi(index) {
        const name = `api-${index + 1}`;
        const service = started.find((candidate) => candidate.name === name);
        const port = ports.apis[index];
        if (!service || port === undefined) throw new Error(`no ${name} is running`);
        killed.add(name);
        const exited = once(service.child, 'exit');
        service.child.kill('SIGKILL');
        await exited;
        await eventually(async () => ((await refuses(port)) ? true : undefined), {
          what: `${name} to stop answering`,
          timeoutMs: 10_000,
          intervalMs: 20,
        });
      },
      inspect: (work) => withDatabase({ url: databaseUrl }, work),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

type StartOptions = Parameters<typeof startService>[0];

async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

async function refuses(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch {
    return true;
  }
}

function redisClient(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
}

/** Deletes every key under `prefix`: the run's rate-limit counters and whatever else it kept. */
async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = redisClient(url);
  try {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = nextCursor;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(unparsable URL)';
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
