// Starts the api: configuration, app, listen; on SIGINT/SIGTERM it stops taking requests,
// finishes the ones in flight, closes the database and exits.
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { startAdminServer, type AdminServer } from './admin/admin-server.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { DatabaseInUseError } from './db/pglite-lock.js';
import { DatabaseUnreachableError, waitForDatabase } from './db/wait-for-database.js';
import { describeMailDestination } from './modules/mail/index.js';
import { summariseSale } from './modules/sale/index.js';

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
  reportWhatRuns(app.log, config);
  // The log leaves in blocks (decision 0148); what an operator reads at start leaves now.
  (app.log as FastifyBaseLogger & { flush?: () => void }).flush?.();
  // The admin CLI runs its commands here while api is up (no need to stop the site).
  admin = await startAdminServer(app, config.dataDir);
}

// What an operator checks first after a deploy: which sale opened, and whether mail leaves.
function reportWhatRuns(log: FastifyBaseLogger, config: AppConfig): void {
  const sale = summariseSale(config.sale, config.saleFile);
  const saleFields = { sale: { file: config.saleFile, state: sale.state } };
  if (sale.state === 'ended') log.warn(saleFields, sale.text);
  else log.info(saleFields, sale.text);
  const mail = describeMailDestination(config.mail.smtpUrl, config.mail.from);
  const mailFields = { mail: { relay: mail.relay, catcher: mail.catcher } };
  if (mail.catcher && config.nodeEnv === 'production') log.warn(mailFields, mail.text);
  else log.info(mailFields, mail.text);
}

start().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof DatabaseUnreachableError;
  console.error(known ? error.message : error);
  process.exit(1);
});
