// The admin CLI run in the test's own process, against the test's app and database, with what it
// prints captured: each suite names who runs it and the folder its file paths resolve against.
import type { Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import { runAdmin, type AdminContext } from '../../src/admin/command.js';
import { ADMIN_COMMANDS } from '../../src/admin/commands.js';
import type { Database } from '../../src/db/schema.js';
import { createDocumentStorage } from '../../src/modules/documents/document-storage.js';

export interface AdminTarget {
  app: App;
  db: Kysely<Database>;
  now: () => Date;
  /** Recorded on audit rows, such as "admin-cli:reviewer". */
  actor: string;
  /** Where relative paths given on the command line go. */
  cwd: string;
  /** The treasury keystore's password, as the CLI would read it from its environment. */
  keystorePassword?: string;
}

export interface AdminRun {
  exitCode: number;
  out: string;
  err: string;
}

export async function runAdminCommand(target: AdminTarget, argv: string[]): Promise<AdminRun> {
  const out: string[] = [];
  const err: string[] = [];
  const context: AdminContext = {
    db: target.db,
    now: target.now,
    actor: target.actor,
    publicUrl: target.app.config.publicUrl,
    storage: createDocumentStorage(target.app.config.storage),
    sale: target.app.config.sale,
    payments: target.app.payments,
    cwd: target.cwd,
    deployment: { production: false, databaseServer: false },
    chain: target.app.config.chain,
    ...(target.keystorePassword !== undefined && {
      keystorePassword: async () => target.keystorePassword ?? '',
    }),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
  const exitCode = await runAdmin(argv, ADMIN_COMMANDS, context);
  return { exitCode, out: out.join('\n'), err: err.join('\n') };
}
