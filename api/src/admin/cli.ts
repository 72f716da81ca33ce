// The team's command line: `npm run admin -w api -- <command>` (or `node dist/admin/cli.js` in
// the image). It reads the same configuration as the api. When an api is running on the same
// DATA_DIR the command runs inside it (admin-channel.ts), so the site stays up even on the embedded
// database, which serves one process at a time; otherwise the CLI opens the database itself.
import { userInfo } from 'node:os';
import { ConfigError, loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { DatabaseInUseError } from '../db/pglite-lock.js';
import { createDocumentStorage } from '../modules/documents/index.js';
import { createPaymentWorker, createPaytmClient } from '../modules/orders/index.js';
import { runInRunningApi } from './admin-client.js';
import { cliLogger } from './cli-logger.js';
import { deploymentOf, EXIT, executeCommand, prepareCommand } from './command.js';
import { ADMIN_COMMANDS } from './commands.js';
import { keystorePassword } from './keystore-password.js';

const print = (stream: NodeJS.WriteStream) => (text: string) => stream.write(`${text}\n`);

async function main(argv: readonly string[]): Promise<number> {
  const prepared = prepareCommand(argv, ADMIN_COMMANDS);
  if ('exitCode' in prepared) {
    print(prepared.exitCode === EXIT.ok ? process.stdout : process.stderr)(prepared.message);
    return prepared.exitCode;
  }
  const config = await loadConfig();
  const actor = `admin-cli:${operatingSystemUser()}`;
  // npm runs scripts from the package folder; paths typed by the operator mean theirs.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const answered = prepared.command.ownProcess
    ? null
    : await runInRunningApi(config.dataDir, { argv: [...argv], cwd, actor });
  if (answered) {
    answered.out.forEach(print(process.stdout));
    answered.err.forEach(print(process.stderr));
    return answered.exitCode;
  }
  const database = createDatabase(config.database);
  const log = cliLogger(print(process.stderr));
  const paytm = createPaytmClient(config.paytm);
  // The api's payment worker, run one pass at a time by `orders settle`, never on a timer.
  const payments = createPaymentWorker({
    pollMs: config.paytm.pollMs,
    paytmTimeoutMs: config.paytm.timeoutMs,
    log,
    context: () => ({
      db: database.db,
      now: new Date(),
      sale: config.sale,
      paytm,
      publicUrl: config.publicUrl,
      log,
    }),
  });
  try {
    await migrateToLatest(database.db);
    return await executeCommand(prepared, {
      db: database.db,
      now: () => new Date(),
      actor,
      publicUrl: config.publicUrl,
      storage: createDocumentStorage(config.storage),
      sale: config.sale,
      payments,
      cwd,
      deployment: deploymentOf(config),
      chain: config.chain,
      keystorePassword: () => keystorePassword(process.env),
      out: print(process.stdout),
      err: print(process.stderr),
    });
  } finally {
    await database.close();
  }
}

function operatingSystemUser(): string {
  try {
    return userInfo().username;
  } catch {
    // A container user without a passwd entry.
    return process.env.USER ?? `uid-${process.getuid?.() ?? 'unknown'}`;
  }
}

main(process.argv.slice(2)).then(
  (exitCode) => {
    process.exitCode = exitCode;
  },
  (error: unknown) => {
    // Configuration and a busy database are the operator's to fix: their message says how.
    const known = error instanceof ConfigError || error instanceof DatabaseInUseError;
    console.error(known ? error.message : error);
    process.exitCode = EXIT.refused;
  },
);
