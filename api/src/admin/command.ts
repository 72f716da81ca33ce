// The admin CLI's command registry: each command names the words that select it, its arguments
// and options, and what it runs. A domain adds its commands by listing them in commands.ts; the
// parsing, usage text and exit codes are shared.
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { ChainConfig } from '../modules/chain/index.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { DocumentStorage } from '../modules/documents/index.js';
import type { PaymentWorker } from '../modules/orders/index.js';
import type { SaleDefinition } from '../modules/sale/index.js';

export interface AdminContext {
  db: Kysely<Database>;
  now: () => Date;
  /**
   * Written to the audit log as the author of every change: `admin-cli:<name>`, the team member
   * named by the command's `--by` (set by executeCommand for every command).
   */
  actor: string;
  /** The team member running the command, as given with `--by` (lowercase). */
  teamMember: string;
  /** Where links in e-mails to investors point. */
  publicUrl: string;
  storage: DocumentStorage;
  /** The sale being run (its hard cap guards every credit). */
  sale: SaleDefinition;
  /** The payment worker run by hand: the pending online payments that are due, or one order. */
  payments: Pick<PaymentWorker, 'settleDue' | 'settleOrder'>;
  /** The folder relative paths given on the command line are resolved against. */
  cwd: string;
  /** What the commands that must never reach real investors (the demo seed) check first. */
  deployment: AdminDeployment;
  out(text: string): void;
  err(text: string): void;
  /** The chain RENT is distributed on (decision 0102); null when not configured. */
  chain: ChainConfig | null;
  /**
   * The treasury keystore's password, from the environment or a prompt; never from argv. Only
   * the CLI's own process has one (`distribution send` never runs inside the api).
   */
  keystorePassword?: () => Promise<string>;
}

export interface AdminDeployment {
  /** NODE_ENV=production. */
  production: boolean;
  /** DATABASE_URL names a PostgreSQL server rather than the embedded database. */
  databaseServer: boolean;
  /** TEAM_MEMBERS: the names `--by` accepts (any well-formed name when empty, outside production). */
  teamMembers: readonly string[];
}

/** The deployment the configuration describes. */
export const deploymentOf = (
  config: Pick<AppConfig, 'nodeEnv' | 'database' | 'teamMembers'>,
): AdminDeployment => ({
  production: config.nodeEnv === 'production',
  databaseServer: 'url' in config.database,
  teamMembers: config.teamMembers,
});

export interface CommandOption {
  type: 'string' | 'boolean';
  /** Shown in the usage, e.g. `<text>`. */
  value?: string;
  description: string;
  required?: boolean;
}

export interface CommandInput {
  args: string[];
  options: Record<string, string | boolean | undefined>;
}

export interface AdminCommand {
  /** The words that select the command, e.g. ['kyc', 'approve']. */
  path: readonly string[];
  /** Positional arguments, by name, e.g. ['<email|userId>']; an optional one in brackets, last. */
  args: readonly string[];
  options?: Readonly<Record<string, CommandOption>>;
  summary: string;
  /**
   * Runs in the CLI's own process even when an api is running (it signs with a key only the
   * operator's terminal holds, and may be stopped at any instant without stopping the site).
   */
  ownProcess?: boolean;
  run(context: AdminContext, input: CommandInput): Promise<void>;
}

/**
 * `busy`: another process holds what the command needs (another `distribution send` holds the
 * plan); an unattended run must not simply start again.
 */
export const EXIT = { ok: 0, refused: 1, usage: 2, busy: 3 } as const;

/** A command ready to run, and the team member who runs it (`--by`). */
export interface ReadyCommand {
  command: AdminCommand;
  input: CommandInput;
  teamMember: string;
}

export type PreparedCommand = ReadyCommand | { exitCode: number; message: string };

/** `--by`, taken by every command: who runs it, written to the audit log. */
const TEAM_MEMBER_OPTION = 'by';
const TEAM_MEMBER_NAME = /^[a-z][a-z0-9._-]{0,39}$/;

/** Finds the command named by `argv` and parses its arguments, without touching any data. */
export function prepareCommand(
  argv: readonly string[],
  commands: readonly AdminCommand[],
): PreparedCommand {
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0] ?? '')) {
    return { exitCode: EXIT.ok, message: usage(commands) };
  }
  const command = [...commands]
    .sort((left, right) => right.path.length - left.path.length)
    .find(({ path }) => path.every((word, index) => argv[index] === word));
  if (!command) {
    return {
      exitCode: EXIT.usage,
      message: `Unknown command: ${argv.join(' ')}\n\n${usage(commands)}`,
    };
  }
  const problem = (text: string) => ({
    exitCode: EXIT.usage,
    message: `${text}\nUsage: ${usageLine(command)}`,
  });
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.slice(command.path.length),
      options: {
        ...Object.fromEntries(
          Object.entries(command.options ?? {}).map(([name, { type }]) => [name, { type }]),
        ),
        [TEAM_MEMBER_OPTION]: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return problem(error instanceof Error ? error.message : String(error));
  }
  const required = command.args.filter((name) => !name.startsWith('[')).length;
  if (parsed.positionals.length < required || parsed.positionals.length > command.args.length) {
    return problem(`${command.path.join(' ')} takes ${command.args.join(' ') || 'no arguments'}`);
  }
  const { [TEAM_MEMBER_OPTION]: by, ...values } = parsed.values;
  const options: CommandInput['options'] = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'boolean') options[name] = value;
  }
  const missing = Object.entries(command.options ?? {}).find(
    ([name, option]) => option.required && options[name] === undefined,
  );
  if (missing) return problem(`--${missing[0]} is required`);
  const teamMember = typeof by === 'string' ? by.trim().toLowerCase() : '';
  if (teamMember === '') {
    return problem('--by is required: name the team member running the command');
  }
  if (!TEAM_MEMBER_NAME.test(teamMember)) {
    return problem(
      '--by must be a team member’s name: a letter, then up to 39 letters, digits, dots, hyphens or underscores',
    );
  }
  return { command, input: { args: parsed.positionals, options }, teamMember };
}

/**
 * Why the team member may not run commands here, or null. With TEAM_MEMBERS set only its names
 * are accepted; in production it must be set, so that the audit log names real people.
 */
export function teamMemberRefusal(teamMember: string, deployment: AdminDeployment): string | null {
  if (deployment.teamMembers.length === 0) {
    return deployment.production
      ? 'TEAM_MEMBERS is not set: in production every command needs --by with a name on that list.'
      : null;
  }
  if (deployment.teamMembers.includes(teamMember)) return null;
  return (
    `"${teamMember}" is not on the team (TEAM_MEMBERS: ${deployment.teamMembers.join(', ')}). ` +
    'Run the command with --by and your own name, or ask for your name to be added.'
  );
}

/** Runs a prepared command; refusals (illegal moves, unknown investors) and failures exit with 1. */
export async function executeCommand(
  { command, input, teamMember }: ReadyCommand,
  base: Omit<AdminContext, 'actor' | 'teamMember'>,
): Promise<number> {
  const refusal = teamMemberRefusal(teamMember, base.deployment);
  if (refusal) {
    base.err(refusal);
    return EXIT.refused;
  }
  const context: AdminContext = { ...base, actor: teamActor(teamMember), teamMember };
  try {
    await command.run(context, input);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof AppError || error instanceof CommandError) {
      context.err(error.message);
      return exitCodeOf(error);
    }
    context.err(`Unexpected error: ${error instanceof Error ? error.stack : String(error)}`);
    return EXIT.refused;
  }
}

/** A refusal may name its own exit code (EXIT.busy); otherwise it is EXIT.refused. */
function exitCodeOf(error: Error): number {
  const code = 'exitCode' in error ? error.exitCode : undefined;
  return typeof code === 'number' && Object.values(EXIT).includes(code as never)
    ? code
    : EXIT.refused;
}

/** How a team member is written in the audit log's actor column. */
export const TEAM_ACTOR_PREFIX = 'admin-cli:';
export const teamActor = (teamMember: string) => `${TEAM_ACTOR_PREFIX}${teamMember}`;

export async function runAdmin(
  argv: readonly string[],
  commands: readonly AdminCommand[],
  context: Omit<AdminContext, 'actor' | 'teamMember'>,
): Promise<number> {
  const prepared = prepareCommand(argv, commands);
  if ('exitCode' in prepared) {
    (prepared.exitCode === EXIT.ok ? context.out : context.err)(prepared.message);
    return prepared.exitCode;
  }
  return executeCommand(prepared, context);
}

/** A refusal the command itself decides on (a file that exists, a bad option value). */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

export function usage(commands: readonly AdminCommand[]): string {
  const lines = commands.map((command) => `  ${usageLine(command)}\n      ${command.summary}`);
  return [
    'Usage: npm run admin -w api -- <command> --by <name>',
    '',
    'Every command takes --by <name>: the team member running it, written to the audit log.',
    'In production the name must be on TEAM_MEMBERS (a comma-separated list of names).',
    '',
    'Commands:',
    ...lines,
  ].join('\n');
}

function usageLine(command: AdminCommand): string {
  const options = Object.entries(command.options ?? {}).map(([name, option]) => {
    const text = `--${name}${option.value ? ` ${option.value}` : ''}`;
    return option.required ? text : `[${text}]`;
  });
  return [...command.path, ...command.args, ...options, '--by <name>'].join(' ');
}
