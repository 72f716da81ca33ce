// Refusals in the middle of an upload, over a real HTTP connection: the investor's client is still
// sending when the answer is decided. It must get the answer, and the server must not be left
// holding a half-read request (which would also keep it from closing).
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { accountsConfig, PASSWORD, seedInvestor } from './helpers/accounts.js';
import {
  elfNamedAsJpeg,
  filesUnder,
  jpeg,
  kycForm,
  multipartBody,
  png,
  type TestDocument,
} from './helpers/kyc.js';
import { buildTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const MIB = 1024 * 1024;
let dataDir: string;
let database: TestDatabase;
let app: App;
let address: string;
let cookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rent-kyc-http-'));
  database = await createTestDatabase();
  app = await buildTestApp({ database, config: await accountsConfig({ DATA_DIR: dataDir }) });
  await seedInvestor(database.db, { email: 'asha@example.com' });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: 'asha@example.com', password: PASSWORD },
  });
  const access = signedIn.cookies.find(({ name }) => name === 'rent_access');
  cookie = `rent_access=${access?.value ?? ''}`;
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const submit = (documents: readonly TestDocument[]) =>
  fetch(`${address}/api/v1/kyc/submit`, {
    method: 'POST',
    body: kycForm({}, documents),
    headers: { cookie },
    signal: AbortSignal.timeout(15_000),
  });

describe('refusing an upload still on its way', () => {
  it.each([
    [415, 'an executable followed by large files', [elfNamedAsJpeg(), jpeg('a.jpg', 5 * MIB)]],
    [
      413,
      'an oversized file followed by another',
      [jpeg('a.jpg', 5 * MIB + 1), jpeg('b.jpg', MIB)],
    ],
    [400, 'a fifth document', [png(), png(), png(), png(), png(), jpeg('c.jpg', 4 * MIB)]],
  ])('answers %i at once for %s', async (status, _name, documents) => {
    const response = await submit(documents);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status: false });
    expect(await filesUnder(dataDir).then((files) => files.length)).toBe(0);
  });

  it('ends the connection after refusing a body announced as too large, unread', async () => {
    const { payload, headers } = await multipartBody(kycForm({}, [jpeg()]));
    const answer = await new Promise<{ status?: number; connection?: string; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${address}/api/v1/kyc/submit`,
          {
            method: 'POST',
            headers: { ...headers, cookie, 'content-length': String(100 * MIB) },
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode,
                connection: response.headers.connection,
                body,
              }),
            );
          },
        );
        request.on('error', reject);
        request.write(payload);
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body).message).toBe('File too large (maximum 5 MB per document)');
  });

  it('answers refusals decided before reading, the body left unread', async () => {
    await database.db.updateTable('users').set({ kyc_status: 'IN_REVIEW' }).execute();
    const underReview = await submit([jpeg('a.jpg', 5 * MIB), jpeg('b.jpg', 5 * MIB)]);
    expect(underReview.status).toBe(409);
    await database.db.updateTable('users').set({ kyc_status: 'NOT_SUBMITTED' }).execute();
    const anonymous = await fetch(`${address}/api/v1/kyc/submit`, {
      method: 'POST',
      body: kycForm({}, [jpeg('a.jpg', 5 * MIB)]),
      signal: AbortSignal.timeout(15_000),
    });
    expect(anonymous.status).toBe(401);
  });

  it('still closes promptly, with no request left half-read', async () => {
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
