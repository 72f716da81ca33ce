// A verification or reset link carries its token in the query string: the request log must not.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp, testConfig } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const logLines: string[] = [];
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    config: await testConfig(),
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('logs the path of a verification link without its token', async () => {
  const token = 'a'.repeat(40) + 'secret-token-of-the-link';
  await app.inject({ method: 'GET', url: `/api/v1/auth/verify-email?token=${token}` });

  const requestLines = logLines.filter((line) => line.includes('/api/v1/auth/verify-email'));
  expect(requestLines.length).toBeGreaterThan(0);
  expect(logLines.join('\n')).not.toContain('secret-token-of-the-link');
});
