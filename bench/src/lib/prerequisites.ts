// What a section needs before it can run, and the sentence that says how to get it when it is missing.
import { BUILT_SERVICES, missingBuild as missingFiles } from '@rent/test-kit/stack';

export { missingChromium } from '@rent/test-kit/chromium';

/** Why the built product cannot be started, or undefined when it can. */
export function missingBuild(): string | undefined {
  return missingFiles(['web/dist/.vite/manifest.json', ...BUILT_SERVICES]);
}

/** The PostgreSQL server benchmarks create their databases on, if one is named. */
export function postgresServerUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

export const NO_POSTGRES =
  'no PostgreSQL server: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. ' +
  'postgres://postgres@127.0.0.1:5432/postgres.';
