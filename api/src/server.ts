// Starts the api: configuration, app, listen; on SIGINT/SIGTERM it stops taking requests,
// finishes the ones in flight, closes the database and exits.
import closeWithGrace from 'close-with-grace';
import { startAdminServer, type AdminServer } from './admin/admin-server.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseInUseError } from './db/pglite-lock.js';
import { DatabaseUnreachableError, waitForDatabase } from './db/wait-for-database.js';

async function start() {
  const config = await loadConfig();
  if (config.database.url) {
    await waitForDatabase(config.database.url, {
      timeoutMs: config.databaseWaitMs,
      onWaiting: (message) => console.error(message),
    });
  }
  const app = await buildApp({ config });

  let admin: AdminServer | null = null;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info(`${signal ?? 'close'} received, finishing requests in flight`);
    await admin?.close();
    await app.close();
  });

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `api listening at ${address}`,
  });
  // The admin CLI runs its commands here while api is up (no need to stop the site).
  admin = await startAdminServer(app, config.dataDir);
}

start().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DatabaseUnreachableError;
  console.error(known ? error.message : error);
  process.exit(1);
});
