// The whole product as processes: sandbox (third parties), api, gateway. Ports default to DESIGN.md's.
import { freePort, serviceCommand, startService } from './services.mjs';

/**
 * Starts sandbox, api and gateway. `ports: 'random'` picks free ports (tests);
 * `mode` is 'dist' (compiled), 'source' (tsx) or 'watch' (tsx watch);
 * `ratesFromSandbox` points the gateway at the sandbox's exchange-rate service instead of the public one.
 * @param {{ mode?: 'dist' | 'source' | 'watch', ports?: 'default' | 'random' | Record<string, number>,
 *   env?: { PUBLIC_URL?: string, sandbox?: Record<string, string>, api?: Record<string, string>,
 *   gateway?: Record<string, string> }, output?: { write(line: string): unknown } | null,
 *   dataDir?: string, ratesFromSandbox?: boolean }} [options]
 */
export async function startStack({
  mode = 'dist',
  ports = 'default',
  env = {},
  output = process.stdout,
  dataDir,
  ratesFromSandbox = false,
} = {}) {
  const chosen =
    ports === 'random'
      ? {
          gateway: await freePort(),
          api: await freePort(),
          sandbox: await freePort(),
          smtp: await freePort(),
        }
      : { gateway: 4000, api: 4100, sandbox: 4200, smtp: 2525, ...ports };
  const sandboxUrl = `http://127.0.0.1:${chosen.sandbox}`;
  const apiUrl = `http://127.0.0.1:${chosen.api}`;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${chosen.gateway}`;
  const apiEnv = {
    PORT: String(chosen.api),
    PUBLIC_URL: publicUrl,
    SMTP_URL: `smtp://127.0.0.1:${chosen.smtp}`,
    // The sandbox's Paytm stand-in, which speaks Paytm's protocol with the default merchant.
    PAYTM_HOST: sandboxUrl,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env.api,
  };
  const apiService = () => ({
    name: 'api',
    ...serviceCommand('api', mode),
    env: apiEnv,
    healthUrl: `${apiUrl}/health`,
    output,
  });
  const started = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop();
  };
  try {
    started.push(
      await startService({
        name: 'sandbox',
        ...serviceCommand('sandbox', mode),
        env: { PORT: String(chosen.sandbox), SMTP_PORT: String(chosen.smtp), ...env.sandbox },
        healthUrl: `${sandboxUrl}/`,
        output,
      }),
    );
    started.push(await startService(apiService()));
    started.push(
      await startService({
        name: 'gateway',
        ...serviceCommand('gateway', mode),
        env: {
          PORT: String(chosen.gateway),
          PUBLIC_URL: publicUrl,
          API_URL: apiUrl,
          PAYTM_HOST: sandboxUrl,
          ...(ratesFromSandbox ? { EXCHANGE_RATE_URL: `${sandboxUrl}/v6/latest/USD` } : {}),
          ...env.gateway,
        },
        healthUrl: `http://127.0.0.1:${chosen.gateway}/health`,
        output,
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports: chosen,
    /** The environment api runs with (the admin CLI must open the same database). */
    apiEnv,
    /**
     * Runs `task` with api stopped and starts it again on the same port: an embedded PGlite
     * database serves one process at a time, so the admin CLI needs it to itself.
     */
    async whileApiStopped(task) {
      const index = started.findIndex((service) => service.name === 'api');
      await started[index].stop();
      try {
        return await task();
      } finally {
        started[index] = await startService(apiService());
      }
    },
    /** The process id of a running service ('sandbox', 'api' or 'gateway'): benchmarks read its CPU time. */
    pidOf(name) {
      return started.find((service) => service.name === name)?.child.pid;
    },
    /** Calls `listener` when any service exits without being asked to. */
    onCrash(listener) {
      for (const service of started) service.onCrash(listener);
    },
    urls: {
      gateway: `http://localhost:${chosen.gateway}`,
      api: apiUrl,
      sandbox: sandboxUrl,
      publicUrl,
    },
    stop,
  };
}
