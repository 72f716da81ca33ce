// POST /order/manual through the real app: a manual bank transfer is priced and reserved at the
// instant it is submitted, its proof is checked by content and kept privately, and every refusal
// leaves no row and no file behind.
import { createHash, randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { UserRow } from '../src/modules/users/users.table.js';
import { createDocumentStorage } from '../src/modules/documents/document-storage.js';
import { soldTokens } from '../src/modules/orders/orders.repository.js';
import { seedInvestor } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import { browserFor } from './helpers/browser.js';
import {
  elfNamedAsJpeg,
  emptyFile,
  filesUnder,
  jpeg,
  modeOf,
  multipartBody,
  pdf,
  png,
  svg,
  webp,
  windowsExeNamedAsJpeg,
  type TestDocument,
} from './helpers/kyc.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';

const MIB = 1024 * 1024;
const dataDir = join(tmpdir(), `rent-manual-orders-${randomUUID()}`);
const orders = useOrdersApp('2025-07-15T10:00:00Z', { DATA_DIR: dataDir });
let buyer: UserRow;
let browser: Browser;

beforeEach(async () => {
  await rm(join(dataDir, 'documents'), { recursive: true, force: true });
  await createDocumentStorage(orders.app.config.storage).prepare();
  buyer = await seedBuyer(orders.database.db, { email: 'asha@example.com', fullname: 'Asha Rao' });
  browser = await signedIn(orders.app, buyer);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The form a browser sends; `undefined` leaves a field out. */
function manualForm(
  fields: Record<string, string | undefined> = {},
  proofs: readonly TestDocument[] = [png('bank-receipt.png')],
  proofField = 'proof',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ amount: '5000', currency: 'INR', ...fields })) {
    if (value !== undefined) form.append(name, value);
  }
  for (const proof of proofs) {
    form.append(
      proofField,
      new Blob([new Uint8Array(proof.bytes)], { type: proof.type }),
      proof.name,
    );
  }
  return form;
}

async function submit(form: FormData = manualForm(), as: Browser = browser) {
  const { payload, headers } = await multipartBody(form);
  return as.request({ method: 'POST', url: '/api/v1/order/manual', payload, headers });
}

const storedFiles = () => filesUnder(join(dataDir, 'documents'));
const incomingFiles = () => filesUnder(join(dataDir, 'incoming'));
const orderRows = () => orders.database.db.selectFrom('orders').selectAll().execute();

async function expectNothingKept() {
  expect(await orderRows()).toEqual([]);
  expect(await storedFiles()).toEqual([]);
  expect(await incomingFiles()).toEqual([]);
  expect(await soldTokens(orders.database.db)).toBe('0.00');
  await expectLedgerConsistent(orders.database.db);
}

describe('a manual order that is accepted', () => {
  it('is pending, priced at the submission instant and answered with the order', async () => {
    const response = await submit();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      message: "Manual order submitted! You'll be notified once verified.",
      data: {
        purchaseId: expect.stringMatching(/^RENT-[A-Z2-9]{10}$/),
        paytmOrderId: null,
        txnId: null,
        purchaseDate: '2025-07-15T10:00:00.000Z',
        amountPaid: '5000.00',
        currency: 'INR',
        baseTokens: '5',
        bonusTokens: '1.25',
        totalTokens: '6.25',
        bonusPercent: 25,
        phaseName: 'Pre-Sale',
        paymentMethod: 'manual',
        isReferral: false,
        status: 'pending',
        creditedAt: null,
        statusReason: null,
      },
    });
    const [row] = await orderRows();
    expect(row).toMatchObject({ id: body.data._id, user_id: buyer.id, status: 'pending' });
    // Nothing is credited until the team approves.
    expect(await soldTokens(orders.database.db)).toBe('0.00');
    await expectLedgerConsistent(orders.database.db);
  });

  it('keeps the proof privately under a random name, with its checked type and SHA-256', async () => {
    const proof = png('bank-receipt.png');
    const response = await submit(manualForm({}, [proof]));
    expect(response.statusCode).toBe(201);
    const [row] = await orderRows();
    expect(row).toMatchObject({
      proof_name: 'bank-receipt.png',
      proof_media_type: 'image/png',
    });
    const stored = await storedFiles();
    expect(stored).toHaveLength(1);
    const [file = ''] = stored;
    expect(basename(file)).toMatch(/^[0-9a-f]{32}$/);
    expect(basename(file)).toBe(row?.proof_storage_key);
    expect(await modeOf(file)).toBe(0o600);
    // Kept as the image re-encoded, described by its own size and SHA-256.
    const content = await readFile(file);
    expect(row?.proof_size_bytes).toBe(content.length);
    expect(row?.proof_sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(await sharp(content).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
    expect(await incomingFiles()).toEqual([]);
    // The answer says nothing about where the proof is.
    expect(response.body).not.toContain(row?.proof_storage_key ?? 'no key');
  });

  it.each([
    ['a JPEG', jpeg('transfer.jpg'), 'image/jpeg'],
    ['a WebP image', webp('transfer.webp'), 'image/webp'],
    ['a PDF', pdf('statement.pdf'), 'application/pdf'],
  ])('takes %s as proof', async (_kind, proof, mediaType) => {
    expect((await submit(manualForm({}, [proof]))).statusCode).toBe(201);
    const [row] = await orderRows();
    expect(row?.proof_media_type).toBe(mediaType);
  });

  it('needs no currency field, and takes INR in any case', async () => {
    expect((await submit(manualForm({ currency: undefined }))).statusCode).toBe(201);
    expect((await submit(manualForm({ currency: 'inr' }))).statusCode).toBe(201);
    expect(await orderRows()).toHaveLength(2);
  });

  it('is taken in the last second of the sale', async () => {
    orders.clock.set('2025-12-30T18:29:59.500Z');
    const response = await submit(
      manualForm({ amount: '20000' }),
      await signedIn(orders.app, buyer),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      phaseName: 'Phase 2',
      bonusPercent: 5,
      totalTokens: '21',
    });
  });

  it('writes an audit row for the submission', async () => {
    const response = await submit();
    const audit = await orders.database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor: buyer.id,
        action: 'order.manual.submit',
        subject_type: 'order',
        subject_id: response.json().data._id,
      }),
    ]);
  });
});

describe('a manual order that is refused', () => {
  it.each([
    [
      'a currency other than INR',
      manualForm({ currency: 'USD' }),
      400,
      'currency',
      'Manual payment only supports INR.',
    ],
    [
      'less than ₹1000',
      manualForm({ amount: '999' }),
      400,
      'amount',
      'Invalid amount (min ₹1000).',
    ],
    ['₹0', manualForm({ amount: '0' }), 400, 'amount', 'Invalid amount (min ₹1000).'],
    [
      'an amount that is not whole tokens',
      manualForm({ amount: '1500' }),
      400,
      'amount',
      'RENT tokens must be whole numbers (1, 2, 3, etc.): the amount must be a multiple of ₹1000.',
    ],
    [
      'paise that are not whole tokens',
      manualForm({ amount: '1000.50' }),
      400,
      'amount',
      'RENT tokens must be whole numbers (1, 2, 3, etc.): the amount must be a multiple of ₹1000.',
    ],
    ['no amount', manualForm({ amount: undefined }), 400, 'amount', 'Enter the amount to pay.'],
    [
      'an amount that is not a number',
      manualForm({ amount: 'five thousand' }),
      400,
      'amount',
      'Please enter a valid number.',
    ],
    [
      'a negative amount',
      manualForm({ amount: '-5000' }),
      400,
      'amount',
      'Amount cannot be negative.',
    ],
    ['no proof', manualForm({}, []), 400, 'proof', 'Upload payment proof.'],
    [
      'an empty file input',
      manualForm({}, [{ name: '', type: 'application/octet-stream', bytes: new Uint8Array(0) }]),
      400,
      'proof',
      'Upload payment proof.',
    ],
    [
      'an empty proof',
      manualForm({}, [emptyFile()]),
      400,
      'proof',
      'The payment proof file is empty.',
    ],
    [
      'an SVG (it can carry scripts)',
      manualForm({}, [svg()]),
      415,
      'proof',
      'Payment proof must be a JPEG, PNG or WebP image or a PDF.',
    ],
    [
      'a Linux executable named .jpg',
      manualForm({}, [elfNamedAsJpeg()]),
      415,
      'proof',
      'Payment proof must be a JPEG, PNG or WebP image or a PDF.',
    ],
    [
      'a Windows executable named .jpeg',
      manualForm({}, [windowsExeNamedAsJpeg()]),
      415,
      'proof',
      'Payment proof must be a JPEG, PNG or WebP image or a PDF.',
    ],
    [
      'a proof over 5 MB',
      manualForm({}, [jpeg('huge.jpg', 5 * MIB + 1)]),
      413,
      'proof',
      'Payment proof must be at most 5 MB.',
    ],
    ['two proofs', manualForm({}, [png(), pdf()]), 400, 'proof', 'Upload one payment proof file.'],
    [
      'a file in another field',
      manualForm({}, [png()], 'receipt'),
      400,
      'receipt',
      'Unexpected field "receipt".',
    ],
  ])('refuses %s', async (_case, form, statusCode, field, message) => {
    const response = await submit(form);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({
      status: false,
      message,
      data: null,
      errors: [expect.objectContaining({ field, message })],
    });
    await expectNothingKept();
  });

  it('names every problem of the form at once', async () => {
    const response = await submit(manualForm({ currency: 'AED', amount: '10' }, []));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'currency', message: 'Manual payment only supports INR.' },
      { field: 'amount', message: 'Invalid amount (min ₹1000).' },
      { field: 'proof', message: 'Upload payment proof.' },
    ]);
    await expectNothingKept();
  });

  it('refuses a request announcing more than a proof and its fields', async () => {
    const { payload, headers } = await multipartBody(manualForm());
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/order/manual',
      payload,
      headers: { ...headers, 'content-length': String(6 * MIB) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Payment proof must be at most 5 MB.');
    await expectNothingKept();
  });

  it('refuses JSON: the proof has to be uploaded', async () => {
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/order/manual',
      payload: { amount: 5000 },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'Send the manual order as multipart/form-data.',
    });
    await expectNothingKept();
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await submit(manualForm(), browserFor(orders.app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'Please sign in to continue.',
    });
    await expectNothingKept();
  });

  it('refuses an investor whose e-mail address is not verified', async () => {
    await orders.database.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', buyer.id)
      .execute();
    const response = await submit();
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([
      {
        field: 'email',
        message: 'Verify your email address before buying tokens.',
        reason: 'EMAIL_NOT_VERIFIED',
      },
    ]);
    await expectNothingKept();
  });

  it('refuses an investor whose KYC is not verified', async () => {
    const investor = await seedInvestor(orders.database.db, { email: 'ravi@example.com' });
    const response = await submit(manualForm(), await signedIn(orders.app, investor));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Complete KYC verification before buying tokens.',
      errors: [{ field: 'kyc', reason: 'KYC_NOT_VERIFIED' }],
    });
    await expectNothingKept();
  });

  it('refuses once the sale has ended', async () => {
    orders.clock.set('2025-12-30T18:30:00Z');
    const response = await submit(manualForm(), await signedIn(orders.app, buyer));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'The pre-sale has ended.',
      errors: [{ field: 'sale', reason: 'SALE_CLOSED' }],
    });
    await expectNothingKept();
  });

  it('refuses more tokens than the hard cap has left, counting pending transfers', async () => {
    const other = await seedBuyer(orders.database.db);
    await seedOrder(orders.database.db, {
      user_id: other.id,
      status: 'credited',
      base_tokens: '13999980',
      amount_paid_paise: 1_399_998_000_000n,
    });
    // ₹10,000 is 10 + 2.5 tokens: it fits, and is held while it waits for review.
    expect((await submit(manualForm({ amount: '10000' }))).statusCode).toBe(201);
    const response = await submit(manualForm({ amount: '10000' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: false,
      message:
        'Only 7.5 RENT left in the pre-sale (bonus included): you can still buy 6 whole tokens.',
      errors: [{ field: 'amount', reason: 'HARD_CAP' }],
    });
    expect(await orderRows()).toHaveLength(2);
    expect(await storedFiles()).toHaveLength(1);
    expect(await incomingFiles()).toEqual([]);
    await expectLedgerConsistent(orders.database.db);
  });
});
