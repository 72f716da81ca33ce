// `npm start`: build what changed, start sandbox, api and gateway, print where to open the app.
// `npm run dev`: the same stack from source with reload on change, and Vite's dev server for the web.
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll, buildPackages } from './lib/build.mjs';
import { writeDemoSale, writeLiveSale } from './lib/live-sale.mjs';
import { ROOT } from './lib/services.mjs';
import { startStack } from './lib/stack.mjs';
import { describeParts } from './lib/stand-ins.mjs';
import { readableOutput } from './lib/readable-logs.mjs';
import { describeRates } from './lib/rates-banner.mjs';

const dev = process.argv.includes('--dev');
// The default schedule ended on 2025-12-30; `--live-sale` runs the same sale starting yesterday so
// that buying can be tried; `--demo-sale` runs it in three ten-day phases, the last one running, for
// the demo of `npm run seed` (an explicit SALE_CONFIG wins over both).
const liveSale = process.argv.includes('--live-sale') && !process.env.SALE_CONFIG;
const demoSale = process.argv.includes('--demo-sale') && !process.env.SALE_CONFIG;
const WEB_DEV_PORT = 5173;

async function main() {
  const begun = Date.now();
  // Run from source, the tiers still load the packages' dist (tsx reads packages as node does).
  if (dev) buildPackages();
  else buildAll();
  const publicUrl =
    process.env.PUBLIC_URL ?? (dev ? `http://localhost:${WEB_DEV_PORT}` : undefined);
  const stack = await startStack({
    mode: dev ? 'watch' : 'dist',
    // Every part the user configured is used as given; the sandbox plays only the rest.
    configured: process.env,
    // A crashed api comes back by itself; the gateway answers "Network Error" meanwhile.
    restartApi: true,
    // One readable line per log entry, unless LOG_FORMAT=json asks for the services' raw lines.
    output: process.env.LOG_FORMAT === 'json' ? process.stdout : readableOutput(),
    env: {
      ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
      ...(liveSale
        ? { api: { SALE_CONFIG: writeLiveSale(join(ROOT, '.data', 'live-sale.json')) } }
        : {}),
      ...(demoSale
        ? { api: { SALE_CONFIG: writeDemoSale(join(ROOT, '.data', 'demo-sale.json')) } }
        : {}),
    },
  });
  let vite = null;
  if (dev) {
    vite = spawn('npm', ['run', 'dev', '--workspace', 'web'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, GATEWAY_URL: stack.urls.gateway, WEB_DEV_PORT: String(WEB_DEV_PORT) },
    });
  }
  const appUrl = dev ? `http://localhost:${WEB_DEV_PORT}` : stack.urls.gateway;
  console.info(
    [
      '',
      `RENT pre-sale is ready in ${((Date.now() - begun) / 1000).toFixed(1)} s`,
      `  App       ${appUrl}`,
      `  GraphiQL  ${stack.urls.gateway}/graphql`,
      `  REST api  ${stack.urls.api}/api/v1 (OpenAPI at /api/v1/openapi.json)`,
      'Outside parts:',
      ...describeParts(stack.parts),
      await describeRates(stack.urls.gateway),
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping…');
    vite?.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  stack.onCrash(async ({ name, code, signal }) => {
    if (stopping) return;
    console.error(
      `\n${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`,
    );
    stopping = true;
    vite?.kill('SIGTERM');
    await stack.stop();
    process.exit(1);
  });
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
