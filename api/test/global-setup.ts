// Prepares what every test file's database starts from. With TEST_DATABASE_URL set, each file
// creates its own database named after this run, and whatever a crashed file left behind is
// dropped when the run ends. Otherwise files start PGlite from one migrated snapshot.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropThrowawayDatabases } from '@rent/test-kit/postgres';
import { writeMigratedSnapshot } from './helpers/pglite-snapshot.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
    pgliteSnapshot: string;
  }
}

/** This run's databases are named `rent_test_<run>_<random>`. */
export function testDatabasePrefix(runId: string): string {
  return `rent_test_${runId}_`;
}

export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const workDir = await mkdtemp(join(tmpdir(), 'rent-api-test-'));
  const pgliteSnapshot = join(workDir, 'migrated.tar');
  if (!serverUrl) await writeMigratedSnapshot(pgliteSnapshot);
  project.provide('testRunId', runId);
  project.provide('pgliteSnapshot', pgliteSnapshot);

  return async () => {
    await rm(workDir, { recursive: true, force: true });
    if (serverUrl) await dropThrowawayDatabases(serverUrl, testDatabasePrefix(runId));
  };
}
