// The outbox against the sandbox's real SMTP server: mail survives an outage and is sent once; it is
// given up after its last allowed attempt, or at once when the server refuses it for good. A pass
// costs two statements per mail it sends (claim, then sent or failed), and one when nothing is due.
// Mail kept by the process that queued it is sent by that process alone until its lease ends.
import { startSandbox, type Sandbox } from '@rent/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { CLAIM_LEASE_MS, createMailWorker } from '../src/modules/mail/mail-worker.js';
import { createMailer, SEND_DEADLINE_MS } from '../src/modules/mail/mailer.js';
import { claimDueMail, enqueueMails, isKept } from '../src/modules/mail/outbox.repository.js';
import type { Mailer } from '../src/modules/mail/mailer.js';
import type { OutgoingMail } from '../src/modules/mail/outbox.repository.js';
import { accountsConfig, signupBody } from './helpers/accounts.js';
import { recorded } from './helpers/statements.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';
import { CONFIGURED_COMPANY } from './helpers/company.js';

const clock = testClock('2025-07-15T10:00:00Z');
let sandbox: Sandbox;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  sandbox = await startSandbox();
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock, config: await mailConfig() });
});

beforeEach(async () => {
  clock.set('2025-07-15T10:00:00Z');
  sandbox.mailbox.clear();
  sandbox.smtp.setMode('ok');
  await database.reset();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await sandbox?.close();
});

function mailConfig(env: Record<string, string> = {}) {
  return accountsConfig({
    SMTP_URL: sandbox.smtpUrl,
    MAIL_FROM: 'RENT pre-sale <no-reply@rent.example>',
    ...env,
  });
}

async function signUp(target: App = app) {
  const body = signupBody();
  const response = await target.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return (body.email as string).toLowerCase();
}

const outbox = () => database.db.selectFrom('mail_outbox').selectAll().execute();

/** Queues one short mail to each address, due now. */
const queueMailTo = (recipients: string[], subject: string) =>
  enqueueMails(
    database.db,
    recipients.map((recipient) => ({ recipient, subject, text: 'Hello', html: '<p>Hello</p>' })),
    clock.now(),
  );

/** A worker driven by hand (`deliverDue`), beside the app's own. */
const handDrivenWorker = (mailer: Mailer) =>
  createMailWorker({
    db: database.db,
    now: clock.now,
    mailer,
    pollMs: 1000,
    maxAttempts: 12,
    log: app.log,
  });

/** A worker that runs (so that it keeps mail), polling too seldom to take anything on its own. */
const runningWorker = (mailer: Mailer, keptWaitingLimit?: number) => {
  const worker = createMailWorker({
    db: database.db,
    now: clock.now,
    mailer,
    pollMs: 3_600_000,
    maxAttempts: 12,
    log: app.log,
    ...(keptWaitingLimit !== undefined && { keptWaitingLimit }),
  });
  worker.start();
  return worker;
};

const mailTo = (recipient: string, subject = 'Kept'): OutgoingMail => ({
  recipient,
  subject,
  text: 'Hello',
  html: '<p>Hello</p>',
});

/** One pass of the app's outbox worker: what it reports and how many statements it sent. */
async function pass() {
  const { result, sql } = await recorded(() => app.mail.deliverDue());
  return { ...result, statements: sql.statements };
}

describe('the statements of an outbox pass', () => {
  it('are one when nothing is due, and two per mail sent, with no claim that finds nothing', async () => {
    expect(await pass()).toEqual({ sent: 0, failed: 0, statements: 1 });

    await queueMailTo(['first@example.com'], 'One');
    expect(await pass()).toEqual({ sent: 1, failed: 0, statements: 2 });

    await queueMailTo(['second@example.com', 'third@example.com'], 'Two');
    expect(await pass()).toEqual({ sent: 2, failed: 0, statements: 4 });
    const delivered = sandbox.mailbox.messages().flatMap((mail) => mail.to);
    expect(delivered.sort()).toEqual([
      'first@example.com',
      'second@example.com',
      'third@example.com',
    ]);
    expect((await outbox()).every((row) => row.sent_at !== null)).toBe(true);

    expect(await pass()).toEqual({ sent: 0, failed: 0, statements: 1 });
  });

  it('are two per mail whether it is retried or given up, beside one that is sent', async () => {
    sandbox.smtp.setMode('reject');
    await queueMailTo(['later@example.com'], 'Retried');
    expect(await pass()).toEqual({ sent: 0, failed: 1, statements: 2 });
    expect((await outbox())[0]).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });

    sandbox.smtp.setMode('ok');
    clock.advance(10_000);
    sandbox.smtp.refuseRecipient('nobody@example.com');
    await queueMailTo(['nobody@example.com'], 'Refused');
    expect(await pass()).toEqual({ sent: 1, failed: 1, statements: 4 });
    const rows = await outbox();
    expect(rows.find((row) => row.recipient === 'later@example.com')?.sent_at).toEqual(clock.now());
    expect(rows.find((row) => row.recipient === 'nobody@example.com')?.failed_at).toEqual(
      clock.now(),
    );
    expect(await pass()).toEqual({ sent: 0, failed: 0, statements: 1 });
  });

  it('do not count a mail another worker has claimed as due', async () => {
    await queueMailTo(['theirs@example.com'], 'Theirs');
    const theirs = await claimDueMail(
      database.db,
      clock.now(),
      new Date(clock.now().getTime() + CLAIM_LEASE_MS),
    );
    expect(theirs).toMatchObject({ mail: { recipient: 'theirs@example.com' }, othersDue: false });
    await queueMailTo(['ours@example.com'], 'Ours');

    expect(await pass()).toEqual({ sent: 1, failed: 0, statements: 2 });
    expect(sandbox.mailbox.messages().flatMap((mail) => mail.to)).toEqual(['ours@example.com']);
  });
});

describe('the mail outbox', () => {
  it('keeps mail through an SMTP outage and delivers it once the server is back', async () => {
    sandbox.smtp.setMode('reject');
    const email = await signUp();

    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await outbox();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed?.last_error).toMatch(/451/);
    expect(failed?.next_attempt_at).toEqual(new Date('2025-07-15T10:00:10Z'));

    // Not due again before its retry time, whatever the server does.
    sandbox.smtp.setMode('ok');
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(sandbox.mailbox.messages()).toEqual([]);

    clock.advance(10_000);
    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    const [mail, ...others] = sandbox.mailbox.messages({ to: email });
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      from: 'RENT pre-sale <no-reply@rent.example>',
      subject: 'Verify your e-mail address for the RENT pre-sale',
    });
    expect(mail?.html).toContain('/verify-email?token=');
    const [sent] = await outbox();
    expect(sent?.sent_at).toEqual(clock.now());

    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(sandbox.mailbox.messages()).toHaveLength(1);
  });

  it("sends every mail in the site's colours, with the company's details at its foot", async () => {
    const branded = await buildTestApp({
      database,
      clock,
      config: await mailConfig(CONFIGURED_COMPANY),
    });
    try {
      const email = await signUp(branded);
      expect(await branded.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
      const [mail] = sandbox.mailbox.messages({ to: email });
      expect(mail?.text).toContain('Verify my e-mail address: ');
      expect(mail?.text).toContain(
        [
          'RENT Realty Tokens Private Limited',
          'Registered office: 12 MG Road, Bengaluru 560001, India',
          'Support: help@realty.example',
          'Telephone: +91 80 4567 8900',
          'Grievance officer: Meera Iyer, grievance@realty.example',
        ].join('\n'),
      );
      const html = mail?.html ?? '';
      expect(html).toContain('RENT Realty Tokens Private Limited');
      expect(html).toContain('Registered office: 12 MG Road, Bengaluru 560001, India');
      expect(html).toContain('href="mailto:help@realty.example"');
      expect(html).toContain('href="tel:+918045678900"');
      expect(html).toContain('Grievance officer: Meera Iyer, ');
      expect(html).toContain('href="mailto:grievance@realty.example"');
      // The brand: the navy band with the gold wordmark, and the footer inside the body.
      expect(html).toMatch(/background: #0f1d45; border-bottom: 4px solid #d4a72c/);
      expect(html).toMatch(/color: #d4a72c;">RENT<\/span>/);
      expect(html.indexOf('Grievance officer')).toBeLessThan(html.indexOf('</body>'));
      // Nothing of it is stored: the outbox keeps the letter, the foot is added when sent.
      const [row] = await outbox();
      expect(row?.text).not.toContain('Grievance officer');
    } finally {
      await branded.close();
    }
  });

  it('waits twice as long after each failed attempt', async () => {
    sandbox.smtp.setMode('reject');
    await signUp();
    await app.mail.deliverDue();
    clock.advance(10_000);
    await app.mail.deliverDue();
    const [row] = await outbox();
    expect(row?.attempts).toBe(2);
    expect(row?.next_attempt_at).toEqual(new Date('2025-07-15T10:00:30Z'));
  });

  it('never sends a mail twice when two workers run at once', async () => {
    const recipients = Array.from({ length: 24 }, (_, index) => `batch-${index}@example.com`);
    await queueMailTo(recipients, 'Batch');
    const mailer = createMailer(app.config.mail, app.config.operator);
    const workers = [1, 2].map(() => handDrivenWorker(mailer));
    try {
      const reports = await Promise.all(workers.map((worker) => worker.deliverDue()));
      expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(24);
    } finally {
      mailer.close();
    }
    const delivered = sandbox.mailbox.messages().flatMap((mail) => mail.to);
    expect(delivered.sort()).toEqual([...recipients].sort());
  });

  it('sends a burst of mail over one connection to the mail server', async () => {
    await queueMailTo(
      [1, 2, 3, 4, 5].map((index) => `burst-${index}@example.com`),
      'Burst',
    );
    const opened = sandbox.smtp.status().connections;
    const mailer = createMailer(app.config.mail, app.config.operator);
    const worker = handDrivenWorker(mailer);
    try {
      expect(await worker.deliverDue()).toEqual({ sent: 5, failed: 0 });
    } finally {
      mailer.close();
    }
    expect(sandbox.smtp.status().connections - opened).toBe(1);
  });

  it('is delivered by the app’s own worker, which retries on its own after an outage', async () => {
    const running = await buildTestApp({
      database,
      clock,
      mailWorker: true,
      config: await mailConfig({ MAIL_POLL_MS: '20' }),
    });
    try {
      sandbox.smtp.setMode('reject');
      const email = await signUp(running);
      await expect.poll(async () => (await outbox())[0]?.attempts, { timeout: 5000 }).toBe(1);
      sandbox.smtp.setMode('ok');
      clock.advance(10_000);
      const mail = await sandbox.mailbox.waitFor({ to: email }, 5000);
      expect(mail.subject).toBe('Verify your e-mail address for the RENT pre-sale');
      await expect.poll(async () => (await outbox())[0]?.sent_at, { timeout: 5000 }).not.toBeNull();
    } finally {
      await running.close();
    }
  });

  it('gives a mail up after its last allowed attempt, and never sends it after that', async () => {
    const limited = await buildTestApp({
      database,
      clock,
      config: await mailConfig({ MAIL_MAX_ATTEMPTS: '3' }),
    });
    try {
      const turnedAway = sandbox.smtp.status().rejected;
      sandbox.smtp.setMode('reject');
      const email = await signUp(limited);
      expect(await limited.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
      clock.advance(10_000);
      expect(await limited.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
      expect((await outbox())[0]).toMatchObject({ attempts: 2, failed_at: null });
      clock.advance(20_000);
      expect(await limited.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });

      const [failed] = await outbox();
      expect(failed).toMatchObject({ attempts: 3, sent_at: null, failed_at: clock.now() });
      expect(failed?.last_error).toMatch(/451/);

      sandbox.smtp.setMode('ok');
      clock.advance(24 * 60 * 60_000);
      expect(await limited.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
      expect(sandbox.mailbox.messages({ to: email })).toEqual([]);
      expect(sandbox.smtp.status().rejected - turnedAway).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('gives a mail up at once when the server refuses its recipient for good', async () => {
    const refused = await signUp();
    const welcome = await signUp();
    sandbox.smtp.refuseRecipient(refused);

    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 1 });
    const rows = await outbox();
    const gone = rows.find((row) => row.recipient === refused);
    expect(gone).toMatchObject({ attempts: 1, sent_at: null, failed_at: clock.now() });
    expect(gone?.last_error).toContain(`550 Mailbox unavailable: ${refused} does not exist`);
    expect(rows.find((row) => row.recipient === welcome)?.sent_at).toEqual(clock.now());

    clock.advance(24 * 60 * 60_000);
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(sandbox.mailbox.messages({ to: refused })).toEqual([]);
    expect(sandbox.mailbox.messages({ to: welcome })).toHaveLength(1);
  });

  it('keeps retrying a temporary refusal up to the configured attempts (12 by default)', async () => {
    expect(app.config.mail.maxAttempts).toBe(12);
    sandbox.smtp.setMode('reject');
    await signUp();
    for (let attempt = 1; attempt < 12; attempt += 1) {
      expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
      clock.advance(10 * 60_000);
    }
    expect((await outbox())[0]).toMatchObject({ attempts: 11, failed_at: null });
    sandbox.smtp.setMode('ok');
    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
  });
});

describe('mail kept by the process that queues it (decision 0159)', () => {
  let mailer: Mailer;
  beforeEach(() => {
    mailer = createMailer(app.config.mail, app.config.operator);
    return () => mailer.close();
  });

  it('is sent by that process once its transaction commits, and by no other worker', async () => {
    const keeper = runningWorker(mailer);
    const other = handDrivenWorker(mailer);
    const queued = keeper.keep([mailTo('kept@example.com')], clock.now());
    const keptUntil = new Date(clock.now().getTime() + CLAIM_LEASE_MS);
    expect(queued).toEqual([expect.objectContaining({ id: expect.any(String), keptUntil })]);
    await enqueueMails(database.db, queued, clock.now());
    // Written, not yet committed as far as its process knows: nobody else takes it meanwhile.
    expect(await other.deliverDue()).toEqual({ sent: 0, failed: 0 });

    keeper.sendKept(queued);
    await sandbox.mailbox.waitFor({ to: 'kept@example.com' }, 5000);
    await keeper.stop();
    const rows = await outbox();
    expect(rows.map((row) => row.id)).toEqual(queued.filter(isKept).map((mail) => mail.id));
    expect(rows[0]).toMatchObject({ attempts: 0, sent_at: clock.now() });

    clock.advance(CLAIM_LEASE_MS);
    expect(await other.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(sandbox.mailbox.messages({ to: 'kept@example.com' })).toHaveLength(1);
  });

  it('wakes the worker for mail of the same transaction that was queued due', async () => {
    const keeper = runningWorker(mailer);
    try {
      // The pass the worker runs as it starts reads the clock before the due mail's time.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const later = new Date(clock.now().getTime() + 1000);
      const queued = [
        ...keeper.keep([mailTo('kept@example.com')], later),
        mailTo('due@example.com'),
      ];
      await enqueueMails(database.db, queued, later);
      clock.advance(1000);
      keeper.sendKept(queued);
      await sandbox.mailbox.waitFor({ to: 'kept@example.com' }, 5000);
      // The poll is an hour away: only the wake sends this one.
      await sandbox.mailbox.waitFor({ to: 'due@example.com' }, 5000);
    } finally {
      await keeper.stop();
    }
  });

  it('is sent by another worker once its lease ends, when its process went away first', async () => {
    const keeper = runningWorker(mailer);
    const other = handDrivenWorker(mailer);
    const queued = keeper.keep([mailTo('orphan@example.com')], clock.now());
    await enqueueMails(database.db, queued, clock.now());
    await keeper.stop();
    keeper.sendKept(queued);

    clock.advance(CLAIM_LEASE_MS - 1);
    expect(await other.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1);
    expect(await other.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sandbox.mailbox.messages({ to: 'orphan@example.com' })).toHaveLength(1);
  });

  it('is left to the other workers when too little of its lease is left for a send', async () => {
    const keeper = runningWorker(mailer);
    const other = handDrivenWorker(mailer);
    const queued = keeper.keep([mailTo('late@example.com')], clock.now());
    await enqueueMails(database.db, queued, clock.now());
    clock.advance(CLAIM_LEASE_MS - SEND_DEADLINE_MS + 1);
    keeper.sendKept(queued);
    await keeper.stop();
    expect(sandbox.mailbox.messages({ to: 'late@example.com' })).toEqual([]);
    expect((await outbox())[0]).toMatchObject({ attempts: 0, sent_at: null });

    clock.advance(SEND_DEADLINE_MS);
    expect(await other.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sandbox.mailbox.messages({ to: 'late@example.com' })).toHaveLength(1);
  });

  it('is left to the other workers beyond the mails that may wait in memory', async () => {
    const keeper = runningWorker(mailer, 1);
    const other = handDrivenWorker(mailer);
    const queued = keeper.keep(
      [mailTo('first@example.com'), mailTo('second@example.com')],
      clock.now(),
    );
    await enqueueMails(database.db, queued, clock.now());
    keeper.sendKept(queued);
    await sandbox.mailbox.waitFor({ to: 'first@example.com' }, 5000);
    await keeper.stop();
    expect(sandbox.mailbox.messages({ to: 'second@example.com' })).toEqual([]);

    clock.advance(CLAIM_LEASE_MS);
    expect(await other.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(
      sandbox.mailbox
        .messages()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual(['first@example.com', 'second@example.com']);
  });

  it('is retried by the outbox when its send fails', async () => {
    sandbox.smtp.setMode('reject');
    const keeper = runningWorker(mailer);
    const other = handDrivenWorker(mailer);
    const queued = keeper.keep([mailTo('retry@example.com')], clock.now());
    await enqueueMails(database.db, queued, clock.now());
    keeper.sendKept(queued);
    await expect.poll(async () => (await outbox())[0]?.attempts, { timeout: 5000 }).toBe(1);
    await keeper.stop();
    expect((await outbox())[0]?.next_attempt_at).toEqual(new Date(clock.now().getTime() + 10_000));

    sandbox.smtp.setMode('ok');
    clock.advance(10_000);
    expect(await other.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sandbox.mailbox.messages({ to: 'retry@example.com' })).toHaveLength(1);
  });

  it('is queued due, for any worker, by a process whose worker does not run', async () => {
    const idle = handDrivenWorker(mailer);
    const queued = idle.keep([mailTo('tool@example.com')], clock.now());
    expect(queued).toEqual([mailTo('tool@example.com')]);
    await enqueueMails(database.db, queued, clock.now());
    idle.sendKept(queued);
    expect(await idle.deliverDue()).toEqual({ sent: 1, failed: 0 });
  });
});
