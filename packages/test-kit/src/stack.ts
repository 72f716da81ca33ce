// The built product (sandbox, api, gateway) as the suites start it: a thin layer over the stack
// `npm start` runs, with the settings every test run wants (compiled code, free ports, no output,
// exchange rates from the sandbox).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startStack } from './scripts.js';

export { ROOT, startStack };

export type StackOptions = NonNullable<Parameters<typeof startStack>[0]>;
export type RunningStack = Awaited<ReturnType<typeof startStack>>;

export const BUILT_SERVICES = [
  'api/dist/server.js',
  'gateway/dist/server.js',
  'sandbox/dist/server.js',
] as const;
export const BUILT_WEB = 'web/dist/index.html';

/** Why the built product cannot be started, or undefined when it can. */
export function missingBuild(files: readonly string[] = BUILT_SERVICES): string | undefined {
  const missing = files.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length === 0) return undefined;
  return `${missing.join(', ')} missing: run \`npm run build\` first.`;
}

export function assertBuilt(files: readonly string[] = BUILT_SERVICES): void {
  const missing = missingBuild(files);
  if (missing) throw new Error(missing);
}

/** api's per-address limits raised to `limit`: tests sign many investors up from 127.0.0.1. */
export function manySignInsFromOneAddress(limit: number): Record<string, string> {
  return {
    RATE_LIMIT_AUTH_PER_IP: String(limit),
    RATE_LIMIT_SIGNIN_PER_IP: String(limit),
    RATE_LIMIT_PASSWORD_CHECK_PER_IP: String(limit),
  };
}

/** The compiled product on free ports, quiet, with exchange rates from the sandbox. */
export function startBuiltStack(options: StackOptions = {}): Promise<RunningStack> {
  return startStack({
    mode: 'dist',
    ports: 'random',
    output: null,
    ratesFromSandbox: true,
    ...options,
  });
}
