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
  /** Written to the audit log as the author of every change: `admin-cli:<os user>`. */
  actor: string;
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
}

/** The deployment the configuration describes. */
export const deploymentOf = (config: Pick<AppConfig, 'nodeEnv' | 'database'>): AdminDeployment => ({
  production: config.nodeEnv === 'production',
  databaseServer: 'url' in config.database,
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

export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export type PreparedCommand =
  { command: AdminCommand; input: CommandInput } | { exitCode: number; message: string };

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
      options: Object.fromEntries(
        Object.entries(command.options ?? {}).map(([name, { type }]) => [name, { type }]),
      ),
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
  const options: CommandInput['options'] = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string' || typeof value === 'boolean') options[name] = value;
  }
  const missing = Object.entries(command.options ?? {}).find(
    ([name, option]) => option.required && options[name] === undefined,
  );
  if (missing) return problem(`--${missing[0]} is required`);
  return { command, input: { args: parsed.positionals, options } };
}

/** Runs a prepared command; refusals (illegal moves, unknown investors) and failures exit with 1. */
export async function executeCommand(
  { command, input }: { command: AdminCommand; input: CommandInput },
  context: AdminContext,
): Promise<number> {
  try {
    await command.run(context, input);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof AppError || error instanceof CommandError) context.err(error.message);
    else context.err(`Unexpected error: ${error instanceof Error ? error.stack : String(error)}`);
    return EXIT.refused;
  }
}

export async function runAdmin(
  argv: readonly string[],
  commands: readonly AdminCommand[],
  context: AdminContext,
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
  return ['Usage: npm run admin -w api -- <command>', '', 'Commands:', ...lines].join('\n');
}

function usageLine(command: AdminCommand): string {
  const options = Object.entries(command.options ?? {}).map(([name, option]) => {
    const text = `--${name}${option.value ? ` ${option.value}` : ''}`;
    return option.required ? text : `[${text}]`;
  });
  return [...command.path, ...command.args, ...options].join(' ');
}
