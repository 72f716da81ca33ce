// The admin CLI's mail commands, run in-process against the test database and the sandbox's SMTP
// server: the mail the outbox gave up, listed with its last error, and put back in the queue (one,
// or all of it) with an audit row, to be sent once.
import { runAdminCommand } from './helpers/admin.js';
import { randomUUID } from 'node:crypto';
import { startSandbox, type Sandbox } from '@rent/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { enqueueMail } from '../src/modules/mail/outbox.repository.js';
import { accountsConfig } from './helpers/accounts.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const ACTOR = 'admin-cli:support';
const clock = testClock('2025-07-15T10:00:00Z');
let sandbox: Sandbox;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  sandbox = await startSandbox();
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({ SMTP_URL: sandbox.smtpUrl }),
  });
});

beforeEach(async () => {
  clock.set('2025-07-15T10:00:00Z');
  sandbox.reset();
  sandbox.mailbox.clear();
  await database.reset();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await sandbox?.close();
});

const admin = (...argv: string[]) =>
  runAdminCommand({ app, db: database.db, now: clock.now, actor: ACTOR, cwd: process.cwd() }, argv);

async function queue(recipient: string, subject = 'Verify your e-mail address') {
  await enqueueMail(
    database.db,
    { recipient, subject, text: 'Hello', html: '<p>Hello</p>' },
    clock.now(),
  );
}

/** Mail to `recipient` that the server refuses for good, delivered (and given up) now. */
async function failedMailTo(recipient: string, subject?: string): Promise<string> {
  sandbox.smtp.refuseRecipient(recipient);
  await queue(recipient, subject);
  await app.mail.deliverDue();
  const row = await database.db
    .selectFrom('mail_outbox')
    .select(['id', 'failed_at'])
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
  expect(row.failed_at).toEqual(clock.now());
  return row.id;
}

const rowOf = (id: string) =>
  database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('mail failed', () => {
  it('says so when no mail has failed', async () => {
    await queue('waiting@example.com');
    expect(await admin('mail', 'failed')).toEqual({
      exitCode: 0,
      out: 'No failed mail.',
      err: '',
    });
  });

  it('lists failed mail, the latest failure first, with its attempts and last error', async () => {
    const first = await failedMailTo('gone@example.com');
    clock.advance(60_000);
    const second = await failedMailTo('moved@example.com', 'Reset \u001b[31myour password');
    await queue('fine@example.com');
    await app.mail.deliverDue();

    const { exitCode, out, err } = await admin('mail', 'failed');
    expect({ exitCode, err }).toEqual({ exitCode: 0, err: '' });
    const [header, ...rows] = out.split('\n');
    expect(header).toMatch(/^ID\s+FAILED\s+QUEUED\s+RECIPIENT\s+SUBJECT\s+ATTEMPTS\s+LAST ERROR$/);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(
        `^${second}\\s+15 Jul 2025, 03:31 PM IST\\s+15 Jul 2025, 03:31 PM IST\\s+moved@example\\.com\\s+` +
          'Reset \\?\\[31myour password\\s+1\\s+.*550 Mailbox unavailable: moved@example\\.com does not exist$',
      ),
    );
    expect(rows[1]).toMatch(
      new RegExp(`^${first}\\s+15 Jul 2025, 03:30 PM IST\\s+.*gone@example\\.com`),
    );
    expect(out).not.toContain('fine@example.com');
    expect(out).not.toContain('\u001b');
  });
});

describe('mail resend', () => {
  it('puts a failed mail back in the queue, audited, and the outbox sends it once', async () => {
    const id = await failedMailTo('gone@example.com');
    const failed = await rowOf(id);
    // The mailbox exists again.
    sandbox.reset();
    clock.advance(5 * 60_000);

    const resent = await admin('mail', 'resend', id.toUpperCase());
    expect(resent).toEqual({
      exitCode: 0,
      out:
        `Mail ${id} to gone@example.com ("Verify your e-mail address") queued again.\n` +
        "The api's outbox worker sends it on its next pass.",
      err: '',
    });
    expect(await rowOf(id)).toMatchObject({
      attempts: 0,
      failed_at: null,
      sent_at: null,
      next_attempt_at: clock.now(),
    });
    const audit = await database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor: ACTOR,
        action: 'mail.resend',
        subject_type: 'mail',
        subject_id: id,
        before: {
          attempts: 1,
          failedAt: '2025-07-15T10:00:00.000Z',
          lastError: failed.last_error,
        },
        after: { attempts: 0, nextAttemptAt: '2025-07-15T10:05:00.000Z' },
        created_at: clock.now(),
      }),
    ]);

    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sandbox.mailbox.messages({ to: 'gone@example.com' })).toHaveLength(1);
    expect((await admin('mail', 'failed')).out).toBe('No failed mail.');
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('counts the attempts of a resent mail from zero again', async () => {
    const id = await failedMailTo('gone@example.com');
    expect((await admin('mail', 'resend', id)).exitCode).toBe(0);
    // Still refused: given up again after one more attempt, listed again.
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ attempts: 1, failed_at: clock.now() });
    expect((await admin('mail', 'failed')).out).toContain(id);
  });

  it('with --all puts every failed mail back in the queue, each audited', async () => {
    const ids = [await failedMailTo('gone@example.com'), await failedMailTo('moved@example.com')];
    sandbox.reset();

    const resent = await admin('mail', 'resend', '--all');
    expect(resent.exitCode).toBe(0);
    for (const id of ids) expect(resent.out).toContain(`Mail ${id} to `);
    const audit = await database.db.selectFrom('audit_log').select('subject_id').execute();
    expect(audit.map((entry) => entry.subject_id).sort()).toEqual([...ids].sort());

    expect(await app.mail.deliverDue()).toEqual({ sent: 2, failed: 0 });
    expect((await admin('mail', 'resend', '--all')).out).toBe('No failed mail.');
  });

  it('refuses a mail that is unknown, sent or still queued, and changes nothing', async () => {
    const unknown = randomUUID();
    await queue('sent@example.com');
    await app.mail.deliverDue();
    await queue('waiting@example.com');
    sandbox.smtp.setMode('reject');
    await app.mail.deliverDue();
    const [sent, waiting] = await Promise.all(
      ['sent@example.com', 'waiting@example.com'].map((recipient) =>
        database.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('recipient', '=', recipient)
          .executeTakeFirstOrThrow(),
      ),
    );

    expect(await admin('mail', 'resend', 'not-an-id')).toEqual({
      exitCode: 1,
      out: '',
      err: 'No mail not-an-id.',
    });
    expect((await admin('mail', 'resend', unknown)).err).toBe(`No mail ${unknown}.`);
    expect((await admin('mail', 'resend', sent?.id ?? '')).err).toBe(
      `Mail ${sent?.id} was sent at 15 Jul 2025, 03:30 PM IST: nothing to resend.`,
    );
    expect((await admin('mail', 'resend', waiting?.id ?? '')).err).toBe(
      `Mail ${waiting?.id} has not failed: it is still in the queue.`,
    );
    expect(await rowOf(waiting?.id ?? '')).toMatchObject({ attempts: 1, failed_at: null });
    expect(await database.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });

  it('needs either one mail id or --all', async () => {
    const id = await failedMailTo('gone@example.com');
    for (const argv of [
      ['mail', 'resend'],
      ['mail', 'resend', id, '--all'],
    ]) {
      expect(await admin(...argv)).toEqual({
        exitCode: 1,
        out: '',
        err: 'Name one mail id, or give --all for every failed mail.',
      });
    }
    expect(await rowOf(id)).toMatchObject({ failed_at: clock.now() });
  });
});
