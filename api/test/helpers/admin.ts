// The admin CLI run in the test's own process, against the test's app and database, with what it
// prints captured: each suite names who runs it and the folder its file paths resolve against.
import type { Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import { runAdmin, TEAM_ACTOR_PREFIX, type AdminContext } from '../../src/admin/command.js';
import { ADMIN_COMMANDS } from '../../src/admin/commands.js';
import type { Database } from '../../src/db/schema.js';
import { createDocumentStorage } from '../../src/modules/documents/document-storage.js';

export interface AdminTarget {
  app: App;
  db: Kysely<Database>;
  now: () => Date;
  /**
   * Recorded on audit rows, such as "admin-cli:reviewer": the command runs with `--by reviewer`
   * unless it names its own `--by`; '' runs the command line exactly as given.
   */
  actor: string;
  /** TEAM_MEMBERS, and whether the deployment is a production one. */
  deployment?: Partial<AdminContext['deployment']>;
  /** Where relative paths given on the command line go. */
  cwd: string;
  /** The treasury keystore's password, as the CLI would read it from its environment. */
  keystorePassword?: string;
  /** The chain the command reaches, when not the app's (an RPC proxy in front of it). */
  chain?: AdminContext['chain'];
}

export interface AdminRun {
  exitCode: number;
  out: string;
  err: string;
}

export async function runAdminCommand(target: AdminTarget, argv: string[]): Promise<AdminRun> {
  const out: string[] = [];
  const err: string[] = [];
  const context: Omit<AdminContext, 'actor' | 'teamMember'> = {
    db: target.db,
    now: target.now,
    publicUrl: target.app.config.publicUrl,
    storage: createDocumentStorage(target.app.config.storage),
    sale: target.app.config.sale,
    payments: target.app.payments,
    cwd: target.cwd,
    deployment: {
      production: false,
      databaseServer: false,
      teamMembers: [],
      ...target.deployment,
    },
    chain: target.chain ?? target.app.config.chain,
    ...(target.keystorePassword !== undefined && {
      keystorePassword: async () => target.keystorePassword ?? '',
    }),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
  const named = argv.some((word) => word === '--by' || word.startsWith('--by='));
  const by = target.actor.startsWith(TEAM_ACTOR_PREFIX)
    ? target.actor.slice(TEAM_ACTOR_PREFIX.length)
    : target.actor;
  const words = named || by === '' || isHelp(argv) ? argv : [...argv, '--by', by];
  const exitCode = await runAdmin(words, ADMIN_COMMANDS, context);
  return { exitCode, out: out.join('\n'), err: err.join('\n') };
}

const isHelp = (argv: readonly string[]) =>
  argv.length === 0 || ['help', '--help', '-h'].includes(argv[0] ?? '');
