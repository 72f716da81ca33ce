// Identity documents and payment proofs are kept only as something safe to open: images decoded
// and encoded again (no trailing markup, no EXIF), PDFs without active content. Both forms go
// through the same check, and a refusal keeps no row and no file.
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeEach, afterAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { createDocumentStorage } from '../src/modules/documents/document-storage.js';
import { KYC_MESSAGES } from '../src/modules/kyc/kyc.messages.js';
import { ORDER_MESSAGES } from '../src/modules/orders/orders.messages.js';
import { seedInvestor } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import {
  APPENDED_HTML,
  EXIF_MARKER,
  imageBomb,
  jpegWithExif,
  pdfWithJavaScript,
  pdfWithJavaScriptInObjectStream,
  pdfWithLaunch,
  pdfPolyglot,
  pdfWithObjectStreamBomb,
  pngWithHtmlAppended,
  ZIP_LOCAL_HEADER,
} from './helpers/hostile-documents.js';
import { filesUnder, kycForm, multipartBody, pdf, type TestDocument } from './helpers/kyc.js';
import { seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';

const dataDir = join(tmpdir(), `rent-document-safety-${randomUUID()}`);
const context = useOrdersApp('2025-07-15T10:00:00Z', { DATA_DIR: dataDir });
let applicant: Browser;
let buyer: Browser;

beforeEach(async () => {
  await rm(join(dataDir, 'documents'), { recursive: true, force: true });
  await createDocumentStorage(context.app.config.storage).prepare();
  const db = context.database.db;
  const person: UserRow = await seedInvestor(db, {
    email: 'meera@example.com',
    now: context.clock.now(),
  });
  applicant = await signedIn(context.app, person);
  buyer = await signedIn(context.app, await seedBuyer(db, { email: 'asha@example.com' }));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function submitKyc(document: TestDocument) {
  const { payload, headers } = await multipartBody(kycForm({}, [document]));
  return applicant.request({ method: 'POST', url: '/api/v1/kyc/submit', payload, headers });
}

async function submitProof(document: TestDocument) {
  const form = new FormData();
  form.append('amount', '5000');
  form.append(
    'proof',
    new Blob([new Uint8Array(document.bytes)], { type: document.type }),
    document.name,
  );
  const { payload, headers } = await multipartBody(form);
  return buyer.request({ method: 'POST', url: '/api/v1/order/manual', payload, headers });
}

const storedFiles = () => filesUnder(join(dataDir, 'documents'));

async function storedContent(): Promise<Buffer> {
  const [file, ...others] = await storedFiles();
  expect(others).toEqual([]);
  return readFile(file ?? 'nothing stored');
}

async function expectNothingKept() {
  expect(await storedFiles()).toEqual([]);
  expect(await filesUnder(join(dataDir, 'incoming'))).toEqual([]);
  const db = context.database.db;
  expect(await db.selectFrom('kyc_documents').selectAll().execute()).toEqual([]);
  expect(await db.selectFrom('orders').selectAll().execute()).toEqual([]);
}

const forms = [
  {
    form: 'an identity document',
    submit: submitKyc,
    field: 'aadharDocs',
    active: KYC_MESSAGES.activeDocument,
    unreadable: KYC_MESSAGES.unreadableDocument,
  },
  {
    form: 'a payment proof',
    submit: submitProof,
    field: 'proof',
    active: ORDER_MESSAGES.proofActiveContent,
    unreadable: ORDER_MESSAGES.proofUnreadable,
  },
];

describe.each(forms)('$form', ({ submit, field, active, unreadable }) => {
  it('that is a PNG with HTML appended is kept re-encoded, as the picture alone', async () => {
    const response = await submit(pngWithHtmlAppended());
    expect(response.statusCode).toBe(201);
    const stored = await storedContent();
    expect(stored.toString('latin1')).not.toContain('<script>');
    expect(stored.toString('latin1')).not.toContain(APPENDED_HTML);
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 2, height: 2 });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it('that is a JPEG with EXIF is kept without it', async () => {
    const photo = await jpegWithExif();
    expect((await sharp(Buffer.from(photo.bytes)).metadata()).exif).toBeDefined();
    const response = await submit(photo);
    expect(response.statusCode).toBe(201);
    const stored = await storedContent();
    expect(stored.toString('latin1')).not.toContain(EXIF_MARKER);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(metadata.exif).toBeUndefined();
  });

  it('that is a plain PDF is kept as it came', async () => {
    const plain = pdf('statement.pdf');
    const response = await submit(plain);
    expect(response.statusCode).toBe(201);
    expect(Buffer.compare(await storedContent(), Buffer.from(plain.bytes))).toBe(0);
  });

  it('that is a PDF with HTML and a ZIP after its end is kept cut at its end marker', async () => {
    const polyglot = pdfPolyglot();
    const response = await submit(polyglot);
    expect(response.statusCode).toBe(201);
    const stored = await storedContent();
    expect(Buffer.compare(stored, Buffer.from(pdf().bytes))).toBe(0);
    expect(stored.toString('latin1')).not.toContain(APPENDED_HTML);
    expect(stored.includes(ZIP_LOCAL_HEADER)).toBe(false);
  });

  it.each([
    ['a PDF that runs JavaScript when opened', pdfWithJavaScript()],
    [
      'a PDF with JavaScript hidden in a compressed object stream',
      pdfWithJavaScriptInObjectStream(),
    ],
    ['a PDF that launches a program', pdfWithLaunch()],
  ])('that is %s is refused and nothing is kept', async (_name, document) => {
    const response = await submit(document);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      message: active,
      errors: [{ field, message: active }],
    });
    await expectNothingKept();
  });

  it.each([
    ['an image of 10 gigapixels in a few kilobytes', imageBomb()],
    ['a PDF whose object stream inflates to 64 MB', pdfWithObjectStreamBomb()],
  ])('that is %s is refused at once and nothing is kept', async (_name, document) => {
    const started = performance.now();
    const response = await submit(document);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      message: unreadable,
      errors: [{ field, message: unreadable }],
    });
    await expectNothingKept();
  });
});
