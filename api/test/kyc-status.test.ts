// GET /kyc/status: an investor reads their own status, wallet and submission, and nobody else's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { accountsConfig, PASSWORD, seedInvestor } from './helpers/accounts.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { jpeg, kycForm, multipartBody, pdf } from './helpers/kyc.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2025-07-15T10:00:00Z');
let dataDir: string;
let database: TestDatabase;
let app: App;
let asha: UserRow;
let ravi: UserRow;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rent-kyc-status-'));
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({ DATA_DIR: dataDir }),
  });
});

beforeEach(async () => {
  clock.set('2025-07-15T10:00:00Z');
  await database.reset();
  asha = await seedInvestor(database.db, { email: 'asha@example.com', now: clock.now() });
  ravi = await seedInvestor(database.db, { email: 'ravi@example.com', now: clock.now() });
  browser = await signIn('asha@example.com');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(email: string) {
  const signedIn = browserFor(app);
  const response = await signedIn.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return signedIn;
}

const status = (client: Browser = browser, query = '') =>
  client.request({ method: 'GET', url: `/api/v1/kyc/status${query}` });

async function submitAs(client: Browser, fields: Record<string, string> = {}) {
  const { payload, headers } = await multipartBody(kycForm(fields, [jpeg(), pdf()]));
  const response = await client.request({
    method: 'POST',
    url: '/api/v1/kyc/submit',
    payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
}

describe('GET /kyc/status', () => {
  it('says nothing was submitted yet', async () => {
    const response = await status();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'KYC status',
      data: {
        status: 'NOT_SUBMITTED',
        walletAddress: null,
        aadhar: { rejectionReason: null },
        submission: null,
      },
    });
  });

  it('shows the submitted fields and the documents’ names, never their content', async () => {
    await submitAs(browser, { walletAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' });
    const { data } = (await status(browser, `?userId=${asha.id}`)).json();
    const storedJpeg = await database.db
      .selectFrom('kyc_documents')
      .select('size_bytes')
      .where('media_type', '=', 'image/jpeg')
      .executeTakeFirstOrThrow();
    expect(data).toMatchObject({
      status: 'SUBMITTED',
      walletAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      aadhar: { rejectionReason: null },
      submission: {
        firstName: 'Asha',
        postalCode: '560001',
        submittedAt: '2025-07-15T10:00:00.000Z',
        documents: [
          // The image is kept re-encoded: its size is the stored file's.
          { name: 'aadhar-back.jpg', mediaType: 'image/jpeg', sizeBytes: storedJpeg.size_bytes },
          { name: 'aadhar.pdf', mediaType: 'application/pdf', sizeBytes: pdf().bytes.length },
        ],
      },
    });
    expect(Object.keys(data.submission.documents[0]).sort()).toEqual([
      'id',
      'mediaType',
      'name',
      'sizeBytes',
    ]);
  });

  it('gives the rejection reason while rejected', async () => {
    await submitAs(browser);
    await database.db
      .updateTable('users')
      .set({ kyc_status: 'REJECTED' })
      .where('id', '=', asha.id)
      .execute();
    await database.db
      .updateTable('kyc_applications')
      .set({ status: 'REJECTED', rejection_reason: 'The photo is blurred' })
      .execute();
    const { data } = (await status()).json();
    expect(data).toMatchObject({
      status: 'REJECTED',
      aadhar: { rejectionReason: 'The photo is blurred' },
      submission: { firstName: 'Asha' },
    });
  });

  it.each([
    ['another investor’s id', () => ravi.id],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['something that is not an id', () => 'me'],
  ])('refuses %s and tells nothing about it', async (_name, userId) => {
    await submitAs(await signIn('ravi@example.com'), { firstName: 'Ravi' });
    const response = await status(browser, `?userId=${encodeURIComponent(userId())}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      message: 'You can only view your own KYC status.',
      data: null,
      errors: [{ field: 'userId', message: 'You can only view your own KYC status.' }],
    });
    expect(response.body).not.toContain('Ravi');
  });

  it('answers each investor with their own data only', async () => {
    const raviBrowser = await signIn('ravi@example.com');
    await submitAs(raviBrowser, { firstName: 'Ravi' });
    expect((await status()).json().data).toMatchObject({
      status: 'NOT_SUBMITTED',
      submission: null,
    });
    expect((await status(raviBrowser)).json().data.submission.firstName).toBe('Ravi');
  });

  it('needs a signed-in investor', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/kyc/status' });
    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBeNull();
  });
});
