// The admin CLI's KYC commands, run in-process against the test database: the review queue, an
// investor's file, moves through IN_REVIEW to VERIFIED or REJECTED with audit rows and e-mails
// (delivered to the sandbox's SMTP inbox), and refusals of illegal moves.
import { runAdminCommand } from './helpers/admin.js';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type Sandbox } from '@rent/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { accountsConfig, PASSWORD, seedInvestor } from './helpers/accounts.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { jpeg, kycForm, modeOf, multipartBody, pdf } from './helpers/kyc.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const ACTOR = 'admin-cli:reviewer';
const clock = testClock('2025-07-15T10:00:00Z');
let sandbox: Sandbox;
let dataDir: string;
let database: TestDatabase;
let app: App;
let asha: UserRow;
let browser: Browser;

beforeAll(async () => {
  sandbox = await startSandbox();
  dataDir = await mkdtemp(join(tmpdir(), 'rent-kyc-admin-'));
  database = await createTestDatabase();
  const config = await accountsConfig({
    DATA_DIR: dataDir,
    SMTP_URL: sandbox.smtpUrl,
    PUBLIC_URL: 'https://rent.example',
  });
  app = await buildTestApp({ database, clock, config });
});

beforeEach(async () => {
  clock.set('2025-07-15T10:00:00Z');
  sandbox.mailbox.clear();
  await database.reset();
  asha = await seedInvestor(database.db, {
    email: 'asha@example.com',
    fullname: 'Asha Rao',
    now: clock.now(),
  });
  await seedInvestor(database.db, { email: 'ravi@example.com', now: clock.now() });
  browser = browserFor(app);
  const signedIn = await browser.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: 'asha@example.com', password: PASSWORD },
  });
  expect(signedIn.statusCode).toBe(200);
  await submit();
  // The submission is acknowledged by mail (payment-mails.test.ts); these tests read the decisions'.
  await app.mail.deliverDue();
  sandbox.mailbox.clear();
  clock.advance(60_000);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await sandbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function submit(fields: Record<string, string> = {}) {
  const { payload, headers } = await multipartBody(kycForm(fields, [jpeg(), pdf()]));
  const response = await browser.request({
    method: 'POST',
    url: '/api/v1/kyc/submit',
    payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
}

const admin = (...argv: string[]) =>
  runAdminCommand({ app, db: database.db, now: clock.now, actor: ACTOR, cwd: dataDir }, argv);

const kycStatus = async () =>
  (await browser.request({ method: 'GET', url: '/api/v1/kyc/status' })).json().data;

const auditActions = async () =>
  (
    await database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'before', 'after'])
      .where('action', 'like', 'kyc.%')
      .orderBy('created_at')
      .execute()
  ).map(({ actor, action, before, after }) => ({ actor, action, before, after }));

async function deliveredMail(to: string) {
  expect(await app.mail.deliverDue()).toMatchObject({ failed: 0 });
  return sandbox.mailbox.messages({ to });
}

describe('kyc list', () => {
  it('lists the investors who submitted, with their status and documents', async () => {
    const { exitCode, out } = await admin('kyc', 'list');
    expect(exitCode).toBe(0);
    const [header, row, ...others] = out.split('\n');
    expect(header).toMatch(/^USER ID\s+EMAIL\s+NAME\s+STATUS\s+SUBMITTED\s+DOCS$/);
    expect(row).toMatch(
      new RegExp(
        `^${asha.id}\\s+asha@example.com\\s+Asha Rao\\s+SUBMITTED\\s+15 Jul 2025, 03:30 PM IST\\s+2$`,
      ),
    );
    expect(others).toEqual([]);
  });

  it('filters by status', async () => {
    expect((await admin('kyc', 'list', '--status', 'IN_REVIEW')).out).toBe('No KYC applications.');
    const notSubmitted = await admin('kyc', 'list', '--status', 'not_submitted');
    expect(notSubmitted.out).toContain('ravi@example.com');
    expect(notSubmitted.out).not.toContain('asha@example.com');
    const wrong = await admin('kyc', 'list', '--status', 'DONE');
    expect(wrong).toMatchObject({ exitCode: 1, out: '' });
    expect(wrong.err).toContain('--status must be one of NOT_SUBMITTED, SUBMITTED');
  });
});

describe('kyc show', () => {
  it('shows the fields, where each document is stored, its type and SHA-256', async () => {
    const { exitCode, out } = await admin('kyc', 'show', 'ASHA@example.com');
    expect(exitCode).toBe(0);
    expect(out).toMatch(new RegExp(`User id\\s+${asha.id}`));
    expect(out).toMatch(/Postal code\s+560001/);
    const documents = await database.db
      .selectFrom('kyc_documents')
      .selectAll()
      .orderBy('position')
      .execute();
    expect(documents).toHaveLength(2);
    for (const document of documents) {
      expect(out).toContain(join(dataDir, 'documents', document.storage_key));
      expect(out).toContain(document.sha256);
      expect(out).toContain(document.media_type);
    }
    expect(out).toMatch(
      /Audit log\n {2}\d\d Jul 2025, \d\d:\d\d [AP]M IST — asha@example\.com submitted a KYC application/,
    );
    expect((await admin('kyc', 'show', asha.id)).out).toBe(out);
  });

  it('says when an investor has not submitted or does not exist', async () => {
    expect((await admin('kyc', 'show', 'ravi@example.com')).out).toContain(
      'No KYC application yet.',
    );
    const unknown = await admin('kyc', 'show', 'nobody@example.com');
    expect(unknown).toMatchObject({ exitCode: 1 });
    expect(unknown.err).toBe('No investor with the e-mail address or id "nobody@example.com"');
  });
});

describe('reviewing', () => {
  it('moves an investor through IN_REVIEW to VERIFIED, audited, and e-mails the approval', async () => {
    const review = await admin('kyc', 'review', 'asha@example.com');
    expect(review).toEqual({
      exitCode: 0,
      out: 'KYC of asha@example.com: SUBMITTED → IN_REVIEW',
      err: '',
    });
    expect((await kycStatus()).status).toBe('IN_REVIEW');
    expect(await deliveredMail('asha@example.com')).toEqual([]);

    clock.advance(60_000);
    const approve = await admin('kyc', 'approve', asha.id);
    expect(approve.exitCode).toBe(0);
    expect(approve.out).toBe(
      'KYC of asha@example.com: IN_REVIEW → VERIFIED\nE-mail to asha@example.com queued.',
    );
    expect(await kycStatus()).toMatchObject({
      status: 'VERIFIED',
      aadhar: { rejectionReason: null },
    });
    const application = await database.db
      .selectFrom('kyc_applications')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({
      status: 'VERIFIED',
      reviewed_at: new Date('2025-07-15T10:02:00Z'),
      rejection_reason: null,
    });

    const actions = await auditActions();
    expect(actions.map(({ actor, action }) => [actor, action])).toEqual([
      [asha.id, 'kyc.submit'],
      [ACTOR, 'kyc.review'],
      [ACTOR, 'kyc.approve'],
    ]);
    expect(actions[1]).toMatchObject({
      before: { kycStatus: 'SUBMITTED' },
      after: { kycStatus: 'IN_REVIEW', applicationId: application.id },
    });
    expect(actions[2]).toMatchObject({
      before: { kycStatus: 'IN_REVIEW' },
      after: { kycStatus: 'VERIFIED', applicationId: application.id },
    });

    const [mail, ...more] = await deliveredMail('asha@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your RENT identity verification is approved');
    expect(mail?.text).toContain('Hello Asha Rao,');
    expect(mail?.text).toContain('https://rent.example/buy-token');
  });

  it('approves straight from SUBMITTED', async () => {
    expect((await admin('kyc', 'approve', 'asha@example.com')).exitCode).toBe(0);
    expect((await kycStatus()).status).toBe('VERIFIED');
  });

  it('rejects with a reason the investor reads, who may then submit again', async () => {
    await admin('kyc', 'review', 'asha@example.com');
    const reject = await admin(
      'kyc',
      'reject',
      'asha@example.com',
      '--reason',
      'The photo of the back of the card is blurred',
    );
    expect(reject.exitCode).toBe(0);
    expect(reject.out).toContain('IN_REVIEW → REJECTED');
    expect(await kycStatus()).toMatchObject({
      status: 'REJECTED',
      aadhar: { rejectionReason: 'The photo of the back of the card is blurred' },
    });
    const [audit] = (await auditActions()).filter(({ action }) => action === 'kyc.reject');
    expect(audit).toMatchObject({
      actor: ACTOR,
      before: { kycStatus: 'IN_REVIEW' },
      after: {
        kycStatus: 'REJECTED',
        reason: 'The photo of the back of the card is blurred',
      },
    });
    const [mail] = await deliveredMail('asha@example.com');
    expect(mail?.subject).toBe('Your RENT identity verification needs another look');
    expect(mail?.text).toContain('Reason: The photo of the back of the card is blurred');
    expect(mail?.text).toContain('https://rent.example/kyc');

    clock.advance(60_000);
    await submit({ city: 'Mysuru' });
    expect(await kycStatus()).toMatchObject({
      status: 'SUBMITTED',
      aadhar: { rejectionReason: null },
      submission: { city: 'Mysuru' },
    });
    const listed = await admin('kyc', 'list', '--status', 'SUBMITTED');
    expect(listed.out).toContain('15 Jul 2025, 03:32 PM IST');
    const history = await admin('kyc', 'show', 'asha@example.com');
    expect(history.out).toMatch(/SUBMITTED\s+-\s+-/);
    expect(history.out).toMatch(/REJECTED\s+15 Jul 2025, 03:31 PM IST\s+The photo of the back/);
  });

  it.each([
    [
      ['kyc', 'review', 'ravi@example.com'],
      'Cannot review the KYC of ravi@example.com: it is NOT_SUBMITTED; review needs SUBMITTED',
    ],
    [
      ['kyc', 'approve', 'ravi@example.com'],
      'Cannot approve the KYC of ravi@example.com: it is NOT_SUBMITTED; approve needs SUBMITTED or IN_REVIEW',
    ],
  ])('refuses %j', async (argv, message) => {
    const refused = await admin(...argv);
    expect(refused).toEqual({ exitCode: 1, out: '', err: message });
  });

  it('refuses moves that the status does not allow, and changes nothing', async () => {
    await admin('kyc', 'review', 'asha@example.com');
    const twice = await admin('kyc', 'review', 'asha@example.com');
    expect(twice.exitCode).toBe(1);
    expect(twice.err).toBe(
      'Cannot review the KYC of asha@example.com: it is IN_REVIEW; review needs SUBMITTED',
    );
    await admin('kyc', 'approve', 'asha@example.com');
    const rejectVerified = await admin('kyc', 'reject', 'asha@example.com', '--reason', 'Late');
    expect(rejectVerified.exitCode).toBe(1);
    expect(rejectVerified.err).toContain('it is VERIFIED; reject needs SUBMITTED or IN_REVIEW');
    expect((await kycStatus()).status).toBe('VERIFIED');
    expect((await auditActions()).map(({ action }) => action)).toEqual([
      'kyc.submit',
      'kyc.review',
      'kyc.approve',
    ]);
    expect(await deliveredMail('asha@example.com')).toHaveLength(1);
  });

  it('needs a reason to reject', async () => {
    const missing = await admin('kyc', 'reject', 'asha@example.com');
    expect(missing.exitCode).toBe(2);
    expect(missing.err).toContain('--reason is required');
    const blank = await admin('kyc', 'reject', 'asha@example.com', '--reason', '   ');
    expect(blank).toMatchObject({ exitCode: 1, err: 'A rejection needs a reason (--reason "…")' });
    expect((await kycStatus()).status).toBe('SUBMITTED');
  });

  it('explains its usage', async () => {
    const help = await admin('help');
    expect(help.exitCode).toBe(0);
    expect(help.out).toContain('kyc reject <email|userId> --reason <text>');
    expect(help.out).toContain(
      'kyc list [--status NOT_SUBMITTED|SUBMITTED|IN_REVIEW|VERIFIED|REJECTED]',
    );
    const unknown = await admin('kyc', 'delete', 'asha@example.com');
    expect(unknown.exitCode).toBe(2);
    expect(unknown.err).toContain('Unknown command: kyc delete asha@example.com');
    const extra = await admin('kyc', 'approve');
    expect(extra.exitCode).toBe(2);
    expect(extra.err).toContain('kyc approve takes <email|userId>');
  });
});

describe('kyc document', () => {
  it('writes a document out of storage, checked and audited, and never over a file', async () => {
    const [document] = await database.db
      .selectFrom('kyc_documents')
      .selectAll()
      .orderBy('position')
      .execute();
    if (!document) throw new Error('no document');
    const written = await admin('kyc', 'document', document.id, '--out', 'front.jpg');
    expect(written.exitCode).toBe(0);
    const target = join(dataDir, 'front.jpg');
    // The document was kept re-encoded: what is written out is the stored file.
    const stored = await readFile(join(dataDir, 'documents', document.storage_key));
    expect(written.out).toBe(
      `Wrote ${target} (image/jpeg, ${document.size_bytes} bytes, SHA-256 checked)`,
    );
    expect(document.size_bytes).toBe(stored.length);
    expect(await readFile(target)).toEqual(stored);
    expect(await modeOf(target)).toBe(0o600);
    const [read] = (await auditActions()).filter(({ action }) => action === 'kyc.document.read');
    expect(read).toMatchObject({ actor: ACTOR, after: { documentId: document.id } });

    const again = await admin('kyc', 'document', document.id, '--out', 'front.jpg');
    expect(again).toMatchObject({
      exitCode: 1,
      err: `${target} already exists; choose another --out`,
    });

    await writeFile(join(dataDir, 'documents', document.storage_key), 'tampered');
    const tampered = await admin('kyc', 'document', document.id, '--out', 'tampered.jpg');
    expect(tampered.exitCode).toBe(1);
    expect(tampered.err).toContain('does not match its SHA-256');
  });
});
