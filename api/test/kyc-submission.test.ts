// POST /kyc/submit through the real app: what is accepted, what is refused, and that a refusal
// leaves no row and no file behind.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import {
  createDocumentStorage,
  type DocumentStorage,
} from '../src/modules/documents/document-storage.js';
import { accountsConfig, PASSWORD, seedInvestor } from './helpers/accounts.js';
import { browserFor, type Browser } from './helpers/browser.js';
import {
  elfNamedAsJpeg,
  emptyFile,
  filesUnder,
  jpeg,
  kycForm,
  modeOf,
  multipartBody,
  pdf,
  png,
  svg,
  webp,
  windowsExeNamedAsJpeg,
  type TestDocument,
} from './helpers/kyc.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const MIB = 1024 * 1024;
const clock = testClock('2025-07-15T10:00:00Z');
let dataDir: string;
let database: TestDatabase;
let app: App;
let investor: UserRow;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rent-kyc-'));
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
  await rm(join(dataDir, 'documents'), { recursive: true, force: true });
  await createDocumentStorage(app.config.storage).prepare();
  investor = await seedInvestor(database.db, { email: 'asha@example.com', now: clock.now() });
  browser = await signIn('asha@example.com');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(email: string, target: App = app) {
  const signedIn = browserFor(target);
  const response = await signedIn.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return signedIn;
}

async function submit(
  fields: Record<string, string | undefined> = {},
  documents: readonly TestDocument[] = [jpeg()],
  client: Browser = browser,
) {
  const { payload, headers } = await multipartBody(kycForm(fields, documents));
  return client.request({ method: 'POST', url: '/api/v1/kyc/submit', payload, headers });
}

const storedFiles = () => filesUnder(join(dataDir, 'documents'));
const incomingFiles = () => filesUnder(join(dataDir, 'incoming'));

async function kycRows() {
  const count = async (table: 'kyc_applications' | 'kyc_documents' | 'audit_log') => {
    const { rows } = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('rows'))
      .executeTakeFirstOrThrow();
    return Number(rows);
  };
  return {
    applications: await count('kyc_applications'),
    documents: await count('kyc_documents'),
    audit: await count('audit_log'),
  };
}

async function statusOf(userId: string) {
  const { kyc_status } = await database.db
    .selectFrom('users')
    .select('kyc_status')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return kyc_status;
}

async function expectNothingKept() {
  expect(await kycRows()).toEqual({ applications: 0, documents: 0, audit: 0 });
  expect(await storedFiles()).toEqual([]);
  expect(await incomingFiles()).toEqual([]);
  expect(await statusOf(investor.id)).toBe('NOT_SUBMITTED');
}

describe('a valid submission', () => {
  it('keeps the fields and the JPEG, PNG, WebP and PDF under random private names', async () => {
    const documents = [jpeg(), png(), webp(), pdf('C:\\scans\\my aadhar.pdf')];
    const response = await submit({}, documents);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      message: 'KYC submitted successfully. Please wait for review.',
      data: {
        status: 'SUBMITTED',
        walletAddress: null,
        aadhar: { rejectionReason: null },
        submission: {
          firstName: 'Asha',
          lastName: 'Rao',
          email: 'asha.rao@example.com',
          phone: '+919876543210',
          dob: '1990-05-12',
          street1: '12 MG Road',
          street2: 'Flat 4B',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          submittedAt: '2025-07-15T10:00:00.000Z',
        },
      },
    });
    expect(
      body.data.submission.documents.map((document: Record<string, unknown>) => [
        document.name,
        document.mediaType,
        document.sizeBytes,
      ]),
    ).toEqual([
      ['aadhar-back.jpg', 'image/jpeg', expect.any(Number)],
      ['aadhar-front.png', 'image/png', expect.any(Number)],
      ['aadhar.webp', 'image/webp', expect.any(Number)],
      // A clean PDF is kept as it came; images are kept re-encoded (their size is checked below).
      ['my aadhar.pdf', 'application/pdf', documents[3]?.bytes.length],
    ]);

    const rows = await database.db.selectFrom('kyc_documents').selectAll().execute();
    const stored = await storedFiles();
    expect(stored.map((path) => basename(path)).sort()).toEqual(
      rows.map((row) => row.storage_key).sort(),
    );
    expect(await modeOf(join(dataDir, 'documents'))).toBe(0o700);
    for (const row of rows) {
      expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
      const path = join(dataDir, 'documents', row.storage_key);
      expect(await modeOf(path)).toBe(0o600);
      const content = await readFile(path);
      expect(row.sha256).toBe(createHash('sha256').update(content).digest('hex'));
      expect(row.size_bytes).toBe(content.length);
      const listed = body.data.submission.documents[row.position] as { sizeBytes: number };
      expect(listed.sizeBytes).toBe(content.length);
    }
    expect(await incomingFiles()).toEqual([]);
    expect(await statusOf(investor.id)).toBe('SUBMITTED');

    const me = await browser.request({ method: 'GET', url: '/api/v1/user' });
    expect(me.json().data.user.kycStatus).toBe('SUBMITTED');
    const [audit] = await database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject({
      actor: investor.id,
      action: 'kyc.submit',
      subject_type: 'user',
      subject_id: investor.id,
      before: { kycStatus: 'NOT_SUBMITTED' },
      after: { kycStatus: 'SUBMITTED' },
    });
  });

  it('accepts a document of exactly 5 MB and a PIN code typed with a space', async () => {
    const response = await submit({ postalCode: '560 001', street2: undefined }, [
      jpeg('large.jpg', 5 * MIB),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.submission).toMatchObject({
      postalCode: '560001',
      street2: null,
      // Kept re-encoded: the comment segments that made up its size are not kept.
      documents: [{ name: 'large.jpg', mediaType: 'image/jpeg' }],
    });
    expect(response.json().data.submission.documents[0].sizeBytes).toBeLessThan(MIB);
  });

  it('registers the wallet given with the form', async () => {
    const response = await submit({ walletAddress: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.walletAddress).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  });

  it('takes an investor who just came of age in India', async () => {
    // 18:30 UTC on 14 July is already 15 July in India.
    clock.set('2025-07-14T18:30:00Z');
    expect((await submit({ dob: '2007-07-15' })).statusCode).toBe(201);
  });
});

describe('refused submissions keep nothing', () => {
  it.each([
    'firstName',
    'lastName',
    'email',
    'phone',
    'dob',
    'street1',
    'city',
    'state',
    'postalCode',
  ])('asks for %s', async (field) => {
    for (const value of [undefined, '   ']) {
      const response = await submit({ [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: 'Please fill all required fields',
        data: null,
        errors: [{ field, message: 'Please fill all required fields' }],
      });
    }
    await expectNothingKept();
  });

  it.each([
    [{ termsAccepted: undefined }, ['termsAccepted']],
    [{ termsAccepted: 'false' }, ['termsAccepted']],
    [{ privacyPolicyAccepted: undefined }, ['privacyPolicyAccepted']],
    [
      { termsAccepted: '', privacyPolicyAccepted: 'no' },
      ['termsAccepted', 'privacyPolicyAccepted'],
    ],
  ])('asks for both consents: %j', async (fields, refused) => {
    const response = await submit(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please accept the Terms of Condition and Privacy Policy.',
      errors: refused.map((field) => ({
        field,
        message: 'Please accept the Terms of Condition and Privacy Policy.',
      })),
    });
    await expectNothingKept();
  });

  it('lists every problem, the missing fields first', async () => {
    const response = await submit(
      { city: undefined, termsAccepted: 'false', dob: '2030-01-01' },
      [],
    );
    expect(response.json().errors).toEqual([
      { field: 'city', message: 'Please fill all required fields' },
      {
        field: 'termsAccepted',
        message: 'Please accept the Terms of Condition and Privacy Policy.',
      },
      { field: 'dob', message: 'Date of birth cannot be in the future' },
      { field: 'aadharDocs', message: 'At least one Aadhar document is required.' },
    ]);
  });

  it.each([
    [{ dob: '2007-07-16' }, 'dob', 'You must be at least 18 years old'],
    [{ dob: '2001-02-29' }, 'dob', 'Please enter a valid date of birth'],
    [{ dob: '12/05/1990' }, 'dob', 'Please enter a valid date of birth'],
    [{ dob: '2025-07-16' }, 'dob', 'Date of birth cannot be in the future'],
    [{ postalCode: '012345' }, 'postalCode', 'Please enter a valid postal code'],
    [{ postalCode: '56001' }, 'postalCode', 'Please enter a valid postal code'],
    [{ postalCode: 'ABC123' }, 'postalCode', 'Please enter a valid postal code'],
    [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid mobile number'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'Please enter at most 100 characters'],
    [{ street1: 'x'.repeat(5000) }, 'street1', 'Please enter at most 200 characters'],
    [
      { walletAddress: '0x1234' },
      'walletAddress',
      'Invalid wallet address. Must be a valid BEP20 address',
    ],
  ])('refuses %j', async (fields, field, message) => {
    const response = await submit(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    await expectNothingKept();
  });

  it('needs at least one document', async () => {
    const response = await submit({}, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'At least one Aadhar document is required.',
      errors: [{ field: 'aadharDocs', message: 'At least one Aadhar document is required.' }],
    });
    await expectNothingKept();
  });

  it('reads a file input left empty as no document', async () => {
    // Browsers send such a part without a file name, which multipart parsers may still read as a file.
    const untitled = { name: '', type: 'application/octet-stream', bytes: new Uint8Array(0) };
    const response = await submit({}, [untitled]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'At least one Aadhar document is required.',
      errors: [{ field: 'aadharDocs', message: 'At least one Aadhar document is required.' }],
    });
    await expectNothingKept();
  });

  it('takes at most four documents', async () => {
    const response = await submit({}, [jpeg(), png(), pdf(), webp(), jpeg('fifth.jpg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Maximum 4 Aadhar documents allowed.',
      errors: [{ field: 'aadharDocs', message: 'Maximum 4 Aadhar documents allowed.' }],
    });
    await expectNothingKept();
  });

  it.each([
    ['a Linux executable named .jpg', elfNamedAsJpeg()],
    ['a Windows executable named .jpeg', windowsExeNamedAsJpeg()],
    ['an SVG declared as image/svg+xml', svg()],
    ['an SVG declared as image/png', { ...svg(), name: 'aadhar.png', type: 'image/png' }],
    ['plain text named .pdf', { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('hi') }],
  ])('refuses %s by its content, even beside a valid one', async (_name, impostor) => {
    const response = await submit({}, [png(), impostor]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: false,
      message: 'Only JPEG, PNG, WebP images or PDF documents are accepted',
      data: null,
      errors: [
        {
          field: 'aadharDocs',
          message: 'Only JPEG, PNG, WebP images or PDF documents are accepted',
        },
      ],
    });
    await expectNothingKept();
  });

  it('refuses an empty file', async () => {
    const response = await submit({}, [jpeg(), emptyFile()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Uploaded file is empty',
      errors: [{ field: 'aadharDocs', message: 'Uploaded file is empty' }],
    });
    await expectNothingKept();
  });

  it('refuses a document over 5 MB', async () => {
    const response = await submit({}, [png(), jpeg('huge.jpg', 5 * MIB + 1)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: 'File too large (maximum 5 MB per document)',
      errors: [{ field: 'aadharDocs', message: 'File too large (maximum 5 MB per document)' }],
    });
    await expectNothingKept();
  });

  it('refuses a request over 20 MB before reading it', async () => {
    const { payload, headers } = await multipartBody(kycForm({}, [jpeg()]));
    const padded = Buffer.concat([payload, Buffer.alloc(21 * MIB, 0x20)]);
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload: padded,
      headers,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File too large (maximum 5 MB per document)');
    await expectNothingKept();
  });

  it('refuses files in another field and forms that are not multipart', async () => {
    const form = kycForm();
    form.append('avatar', new Blob([new Uint8Array(png().bytes)], { type: 'image/png' }), 'a.png');
    const { payload, headers } = await multipartBody(form);
    const other = await browser.request({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload,
      headers,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { field: 'avatar', message: 'Documents are only accepted in aadharDocs' },
    ]);

    const json = await browser.request({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload: { firstName: 'Asha' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('The KYC form must be sent as multipart/form-data');

    const truncated = await browser.request({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload: payload.subarray(0, payload.length - 200),
      headers,
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe('The KYC form could not be read');
    await expectNothingKept();
  });

  it('refuses a field sent twice', async () => {
    const form = kycForm();
    form.append('firstName', 'Someone else');
    const { payload, headers } = await multipartBody(form);
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'firstName', message: 'This field was sent more than once' },
    ]);
    await expectNothingKept();
  });

  it('removes the documents already stored when storing a later one fails', async () => {
    const disk = createDocumentStorage(app.config.storage);
    let stores = 0;
    const failing: DocumentStorage = {
      ...disk,
      async store(file) {
        stores += 1;
        if (stores === 2) throw new Error('disk full');
        return disk.store(file);
      },
    };
    const fragile = await buildTestApp({
      database,
      clock,
      config: app.config,
      documentStorage: failing,
    });
    try {
      const client = await signIn('asha@example.com', fragile);
      const response = await submit({}, [jpeg(), png(), pdf()], client);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Internal server error');
      expect(stores).toBe(2);
      await expectNothingKept();
    } finally {
      await fragile.close();
    }
  });
});

describe('who may submit', () => {
  it('needs a signed-in investor', async () => {
    const { payload, headers } = await multipartBody(kycForm());
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
    await expectNothingKept();
  });

  it('needs a verified e-mail address', async () => {
    await database.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', investor.id)
      .execute();
    const response = await submit();
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([
      {
        field: 'email',
        message: 'Please verify your email before submitting KYC.',
        reason: 'EMAIL_NOT_VERIFIED',
      },
    ]);
    await expectNothingKept();
  });

  it.each([
    ['SUBMITTED', 'Your KYC is already under review.'],
    ['IN_REVIEW', 'Your KYC is already under review.'],
    ['VERIFIED', 'Your KYC is already verified.'],
  ] as const)('refuses a new submission while %s', async (status, message) => {
    await database.db
      .updateTable('users')
      .set({ kyc_status: status })
      .where('id', '=', investor.id)
      .execute();
    const response = await submit();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: false, message, data: null });
    expect(await kycRows()).toEqual({ applications: 0, documents: 0, audit: 0 });
    expect(await storedFiles()).toEqual([]);
    expect(await incomingFiles()).toEqual([]);
  });

  it('refuses the second of two submissions and keeps only the first one’s files', async () => {
    const first = await submit();
    const second = await submit({}, [png(), pdf()]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(await kycRows()).toMatchObject({ applications: 1, documents: 1 });
    expect(await storedFiles()).toHaveLength(1);
  });

  it('lets one of two simultaneous submissions through and keeps only its files', async () => {
    const answers = await Promise.all([submit(), submit({}, [png(), pdf()])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.statusCode === 201);
    const kept = winner?.json().data.submission.documents.length;
    expect(await kycRows()).toMatchObject({ applications: 1, documents: kept });
    expect(await storedFiles()).toHaveLength(kept);
    expect(await incomingFiles()).toEqual([]);
  });

  it('takes a resubmission after a rejection', async () => {
    expect((await submit()).statusCode).toBe(201);
    await database.db
      .updateTable('users')
      .set({ kyc_status: 'REJECTED' })
      .where('id', '=', investor.id)
      .execute();
    await database.db
      .updateTable('kyc_applications')
      .set({ status: 'REJECTED', rejection_reason: 'Blurred photo' })
      .execute();
    clock.advance(60_000);
    const again = await submit({ city: 'Mysuru' }, [png(), pdf()]);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({
      status: 'SUBMITTED',
      aadhar: { rejectionReason: null },
      submission: {
        city: 'Mysuru',
        submittedAt: '2025-07-15T10:01:00.000Z',
        documents: [{ mediaType: 'image/png' }, { mediaType: 'application/pdf' }],
      },
    });
    expect(await kycRows()).toMatchObject({ applications: 2, documents: 3 });
    expect(await storedFiles()).toHaveLength(3);
  });
});
