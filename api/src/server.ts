// Starts the api: configuration, app, listen; on SIGINT/SIGTERM it stops taking requests,
// finishes the ones in flight, closes the database and exits.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseInUseError } from './db/pglite-lock.js';

async function start() {
  const config = await loadConfig();
  const app = await buildApp({ config });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info(`${signal ?? 'close'} received, finishing requests in flight`);
    await app.close();
  });

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `api listening at ${address}`,
  });
}

start().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
