// The whole product as processes: sandbox (third parties), api, gateway. Ports default to DESIGN.md's.
import { freePort, serviceCommand, startService } from './services.mjs';
import { planStandIns } from './stand-ins.mjs';

/**
 * Starts sandbox, api and gateway. `ports: 'random'` picks free ports (tests);
 * `mode` is 'dist' (compiled), 'source' (tsx) or 'watch' (tsx watch);
 * `ratesFromSandbox` points the gateway at the sandbox's exchange-rate service instead of the public one;
 * `configured` is the user's environment (`npm start`): every outside part it configures is used as
 * given and the sandbox stands in only for the others (tests leave it empty: all stand-ins);
 * `restartApi` starts a crashed api again with backoff, the other services running on meanwhile.
 * @param {{ mode?: 'dist' | 'source' | 'watch', ports?: 'default' | 'random' | Record<string, number>,
 *   env?: { PUBLIC_URL?: string, sandbox?: Record<string, string>, api?: Record<string, string>,
 *   gateway?: Record<string, string> }, output?: { write(line: string): unknown } | null,
 *   dataDir?: string, ratesFromSandbox?: boolean, configured?: Record<string, string | undefined>,
 *   restartApi?: boolean }} [options]
 */
export async function startStack({
  mode = 'dist',
  ports = 'default',
  env = {},
  output = process.stdout,
  dataDir,
  ratesFromSandbox = false,
  configured = {},
  restartApi = false,
} = {}) {
  const chosen =
    ports === 'random'
      ? {
          gateway: await freePort(),
          api: await freePort(),
          sandbox: await freePort(),
          smtp: await freePort(),
          chain: await freePort(),
        }
      : { gateway: 4000, api: 4100, sandbox: 4200, smtp: 2525, chain: 4300, ...ports };
  const sandboxUrl = `http://127.0.0.1:${chosen.sandbox}`;
  const apiUrl = `http://127.0.0.1:${chosen.api}`;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${chosen.gateway}`;
  // The local chain keeps its state beside the api's data (decision 0103).
  const chainDir = `${dataDir ?? configured.DATA_DIR ?? '.data'}/chain`;
  const plan = planStandIns(configured, {
    sandboxUrl,
    smtpUrl: `smtp://127.0.0.1:${chosen.smtp}`,
    ratesFromSandbox,
    chainUrl: `http://127.0.0.1:${chosen.chain}`,
    chainDir,
  });
  const chainStandIn = plan.parts.some((part) => part.name === 'chain' && part.standIn);
  const apiEnv = {
    PORT: String(chosen.api),
    PUBLIC_URL: publicUrl,
    ...plan.api,
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
  const crashListeners = [];
  let closing = false;
  let restartTimer = null;
  const stop = async () => {
    closing = true;
    clearTimeout(restartTimer);
    for (const service of [...started].reverse()) await service.stop();
  };
  const say = (line) => output?.write(`[stack] ${line}\n`);

  // Backoff between restarts: doubled after each crash that came soon after a start.
  const RESTART_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
  const STEADY_MS = 60_000;
  let crashesInARow = 0;
  let apiStartedAt = 0;
  const watch = (service) =>
    service.onCrash((crash) => {
      if (closing) return;
      if (crash.name === 'api' && restartApi) restartApiLater(crash);
      else for (const listener of crashListeners) listener(crash);
    });
  const restartApiLater = ({ code, signal }) => {
    if (Date.now() - apiStartedAt >= STEADY_MS) crashesInARow = 0;
    const delay = RESTART_DELAYS_MS[Math.min(crashesInARow, RESTART_DELAYS_MS.length - 1)];
    crashesInARow += 1;
    say(
      `api stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s`,
    );
    restartTimer = setTimeout(async () => {
      const index = started.findIndex((service) => service.name === 'api');
      try {
        const service = await startApi();
        if (closing) return void (await service.stop());
        started[index] = service;
        say('api is back');
      } catch (error) {
        if (!closing) restartApiLater({ code: error.message.split('\n')[0], signal: null });
      }
    }, delay);
  };
  const watchedService = async (options) => {
    const service = await startService(options);
    watch(service);
    return service;
  };
  const startApi = async () => {
    apiStartedAt = Date.now();
    const service = await startService(apiService());
    watch(service);
    return service;
  };
  try {
    if (plan.needsSandbox)
      started.push(
        await watchedService({
          name: 'sandbox',
          ...serviceCommand('sandbox', mode),
          env: {
            PORT: String(chosen.sandbox),
            SMTP_PORT: String(chosen.smtp),
            ...(chainStandIn && {
              SANDBOX_CHAIN_PORT: String(chosen.chain),
              SANDBOX_CHAIN_DIR: chainDir,
            }),
            ...env.sandbox,
          },
          healthUrl: `${sandboxUrl}/`,
          output,
        }),
      );
    started.push(await startApi());
    started.push(
      await watchedService({
        name: 'gateway',
        ...serviceCommand('gateway', mode),
        env: {
          PORT: String(chosen.gateway),
          PUBLIC_URL: publicUrl,
          API_URL: apiUrl,
          ...plan.gateway,
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
    /** The outside parts and who plays them (the start banner lists them). */
    parts: plan.parts,
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
        started[index] = await startApi();
      }
    },
    /** The process id of a running service ('sandbox', 'api' or 'gateway'): benchmarks read its CPU time. */
    pidOf(name) {
      return started.find((service) => service.name === name)?.child.pid;
    },
    /** Calls `listener` when a service exits without being asked to (api only without `restartApi`). */
    onCrash(listener) {
      crashListeners.push(listener);
    },
    urls: {
      gateway: `http://localhost:${chosen.gateway}`,
      api: apiUrl,
      /** Where the sandbox answers when it runs (`parts` says whether it stands in for anything). */
      sandbox: sandboxUrl,
      publicUrl,
    },
    stop,
  };
}
