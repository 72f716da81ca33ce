// The settings every journeys' stack runs with, and a stack of its own for a journey that changes
// the whole sale (ends it, freezes the distribution), which the shared stacks must not see.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  manySignInsFromOneAddress,
  startBuiltStack,
  type RunningStack,
} from '@rent/test-kit/stack';
import { runCli } from './admin-control.js';
import { JOURNEY_TEAM_MEMBER } from './admin.js';

export function stackOptions(
  dataDir: string,
  env: { sandbox?: Record<string, string>; api?: Record<string, string> },
) {
  return {
    dataDir,
    env: {
      sandbox: env.sandbox ?? {},
      // Journeys sign up several investors from one address within a minute; payments are
      // settled quickly.
      api: {
        LOG_LEVEL: 'warn',
        MAIL_POLL_MS: '200',
        PAYMENT_POLL_MS: '1000',
        ...manySignInsFromOneAddress(100),
        ...env.api,
      },
    },
  };
}

export interface OwnStack {
  stack: RunningStack;
  dataDir: string;
  /** The admin CLI inside the running api, as `runAdmin` does for the shared stacks. */
  admin(...args: string[]): Promise<string>;
  /**
   * The admin CLI in its own process with `env` added, for use inside `stack.whileApiStopped`
   * (the embedded database serves one process at a time).
   */
  cli(env: Record<string, string>, ...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

export async function startOwnStack(
  env: (dataDir: string) => { api?: Record<string, string> },
): Promise<OwnStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rent-e2e-own-'));
  const stack = await startBuiltStack(stackOptions(dataDir, env(dataDir)));
  const run = async (args: string[], extraEnv: Record<string, string> = {}) => {
    const result = await runCli(withTeamMember(args), { ...stack.apiEnv, ...extraEnv });
    if (result.code !== 0)
      throw new Error(`admin ${args.join(' ')} failed (${result.code}):\n${result.output}`);
    return result.output;
  };
  return {
    stack,
    dataDir,
    admin: (...args) => run(args),
    cli: (extraEnv, ...args) => run(args, extraEnv),
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const withTeamMember = (args: string[]) =>
  args.includes('--by') ? args : [...args, '--by', JOURNEY_TEAM_MEMBER];
