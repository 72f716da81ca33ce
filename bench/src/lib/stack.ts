// The built product for one section: the hardening suites' stack (a sale running now, verified
// KYC-approved investors written to a fresh database before api starts; PostgreSQL when a server is
// named, else PGlite), tuned for measuring: every rate limit out of the way, and the payment worker
// and the mail outbox polling at production pace so that they do not compete with the traffic being
// measured.
import { startHardeningStack, type Investor } from '@rent/hardening/stack';
import { postgresServerUrl } from './prerequisites.js';
import { cpuSecondsOf, residentMbOf } from './process-cpu.js';

export type { Investor };

export interface BenchStack {
  engine: 'PostgreSQL' | 'PGlite';
  urls: { gateway: string; api: string; sandbox: string; publicUrl: string };
  /** The gateway's own address: it listens on 127.0.0.1, while its public URL says localhost. */
  gatewayOrigin: string;
  investors: Investor[];
  /** CPU seconds a service has used so far (Linux), or undefined. */
  cpuSeconds(service: 'api' | 'gateway'): number | undefined;
  /** A service's resident memory in MB (Linux), or undefined. */
  residentMb(service: 'api' | 'gateway'): number | undefined;
  /** api's own PostgreSQL database, when it runs on one. */
  databaseUrl: string | undefined;
  /** Sends a service a signal (the SQL recorder's SIGUSR2). */
  signal(service: 'api' | 'gateway', signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export async function startBenchStack(options: {
  investors: number;
  /** PostgreSQL when a server is named (the default), or PGlite. */
  postgres?: boolean;
  /** More of api's environment, for a measuring run. */
  apiEnv?: Record<string, string>;
}): Promise<BenchStack> {
  // How long visitors share the sale's figures (decision 0152): the gateway's default unless the
  // bench is run with the setting, e.g. PUBLIC_FIGURES_TTL_MS=0 to have each visitor read api.
  const sharing = process.env.PUBLIC_FIGURES_TTL_MS;
  const serverUrl = options.postgres === false ? undefined : postgresServerUrl();
  let databaseUrl: string | undefined;
  const stack = await startHardeningStack({
    routeDatabase: (url) => (databaseUrl = url),
    investors: options.investors,
    postgres: Boolean(serverUrl),
    ...(serverUrl && { serverUrl }),
    env: {
      api: {
        RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000000',
        PAYMENT_POLL_MS: '30000',
        // The outbox polls at production's default (new mail wakes it at once), not the hardening
        // suites' 200 ms, so that idle outbox passes are not counted among a purchase's statements.
        MAIL_POLL_MS: '2000',
        ...options.apiEnv,
      },
      gateway: sharing === undefined ? {} : { PUBLIC_FIGURES_TTL_MS: sharing },
    },
  });
  return {
    engine: stack.engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
    urls: stack.urls,
    gatewayOrigin: `http://127.0.0.1:${String(stack.running.ports.gateway)}`,
    investors: stack.investors,
    cpuSeconds: (service) => cpuSecondsOf(stack.running.pidOf(service)),
    residentMb: (service) => residentMbOf(stack.running.pidOf(service)),
    databaseUrl,
    signal: (service, signal) => {
      const pid = stack.running.pidOf(service);
      if (pid !== undefined) process.kill(pid, signal);
    },
    stop: () => stack.stop(),
  };
}

/** An access token for `Authorization: Bearer`, as a mobile client signs in to api. */
export async function accessToken(apiUrl: string, investor: Investor): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: investor.email, password: investor.password }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  if (!response.ok || !body.data?.accessToken) {
    throw new Error(`api refused the sign-in (${response.status}): ${JSON.stringify(body)}`);
  }
  return body.data.accessToken;
}
