// What a section needs before it can run, and the sentence that says how to get it when it is missing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/lib/services.mjs';

const BUILT = [
  'web/dist/.vite/manifest.json',
  'api/dist/server.js',
  'gateway/dist/server.js',
  'sandbox/dist/server.js',
];

/** Why the built product cannot be started, or undefined when it can. */
export function missingBuild(): string | undefined {
  const missing = BUILT.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length === 0) return undefined;
  return `${missing.join(', ')} missing: run \`npm run build\` first.`;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function missingChromium(): string | undefined {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  return (
    `no Chromium at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` ` +
    'or point CHROMIUM_PATH at one.'
  );
}

/** The PostgreSQL server benchmarks create their databases on, if one is named. */
export function postgresServerUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

export const NO_POSTGRES =
  'no PostgreSQL server: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. ' +
  'postgres://postgres@127.0.0.1:5432/postgres.';
