// The mail outbox. Rows are written inside the business transaction that wants the mail sent and
// read by the workers of every api process, each of which claims a row before sending it, so that
// no two send one mail (decision 0082). A row can also be written already claimed, by the process
// that sends it once its transaction commits (decision 0159).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailOutboxRow, MailOutboxUpdate } from './mail-outbox.table.js';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail written already claimed by the process that queues it, to be sent by that process once the
 * transaction writing it commits (decision 0159): its id is chosen before it is written, and no
 * worker takes it before `keptUntil`, when any worker takes it as a mail whose sender went away.
 */
export interface KeptMail extends OutgoingMail {
  id: string;
  keptUntil: Date;
}

/** A mail as a transaction queues it: due at once for any worker, or kept by its own process. */
export type QueuedMail = OutgoingMail | KeptMail;

export function isKept(mail: QueuedMail): mail is KeptMail {
  return 'keptUntil' in mail;
}

export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now: Date) {
  await enqueueMails(db, [mail], now);
}

/** Queues several mails in one statement, in the order given. */
export async function enqueueMails(db: Kysely<Database>, mails: QueuedMail[], now: Date) {
  if (mails.length === 0) return;
  await outboxInsert(db, mails, now).execute();
}

/**
 * enqueueMails's statement for one mail or more, not sent: for a caller that queues them with other
 * writes as one statement.
 */
export function outboxInsert(db: Kysely<Database>, mails: readonly QueuedMail[], now: Date) {
  return db.insertInto('mail_outbox').values(
    mails.map((mail) => {
      const { recipient, subject, text, html } = mail;
      const row = { recipient, subject, text, html, created_at: now };
      return isKept(mail)
        ? { ...row, id: mail.id, next_attempt_at: mail.keptUntil }
        : { ...row, next_attempt_at: now };
    }),
  );
}

/** A mail claimed for sending, and whether other mail was due when it was claimed. */
export interface ClaimedMail {
  mail: MailOutboxRow;
  /**
   * Whether, as the claim saw the queue, another mail was due too; when not, the pass can end after
   * this one without asking again (mail queued since wakes the worker, and the poll finds the rest).
   */
  othersDue: boolean;
}

/**
 * Takes the mail that has been due longest for this worker, if any, in one statement: the row is
 * locked as it is chosen (a row another worker is claiming is skipped, not waited for) and its next
 * attempt pushed to `leaseUntil`, so that no other worker takes it while it is being sent. The same
 * statement says whether any other mail is due, so that a pass can stop after its last mail instead
 * of asking once more and finding nothing: a pass that sends N mails costs 2N statements, and one
 * that finds nothing due costs one read and no transaction. The answer is only read, never locked:
 * a mail another worker is claiming at that moment still counts as due, which at worst costs this
 * worker one claim that finds nothing.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedMail | undefined> {
  const claimed = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .returning((eb) =>
      eb
        .exists(
          eb
            .selectFrom('mail_outbox as other')
            .select('other.id')
            .where('other.sent_at', 'is', null)
            .where('other.failed_at', 'is', null)
            .where('other.next_attempt_at', '<=', now)
            // The statement sees the claimed row as it was before its lease: still due.
            .whereRef('other.id', '<>', 'mail_outbox.id'),
        )
        // PostgreSQL answers a boolean (Kysely allows for the 0 or 1 of other dialects).
        .$castTo<boolean>()
        .as('others_due'),
    )
    .executeTakeFirst();
  if (!claimed) return undefined;
  const { others_due: othersDue, ...mail } = claimed;
  return { mail, othersDue };
}

export async function markMailSent(db: Kysely<Database>, id: string, now: Date) {
  await updateMail(db, id, { sent_at: now, last_error: null });
}

/** A failed attempt, tried again at `nextAttemptAt`. */
export async function scheduleMailRetry(
  db: Kysely<Database>,
  id: string,
  failure: MailFailure & { nextAttemptAt: Date },
) {
  await updateMail(db, id, { ...failureColumns(failure), next_attempt_at: failure.nextAttemptAt });
}

/** A failed attempt after which the mail is given up: no worker takes it again. */
export async function markMailFailed(
  db: Kysely<Database>,
  id: string,
  failure: MailFailure & { failedAt: Date },
) {
  await updateMail(db, id, { ...failureColumns(failure), failed_at: failure.failedAt });
}

interface MailFailure {
  attempts: number;
  error: string;
}

function failureColumns(failure: MailFailure): MailOutboxUpdate {
  return { attempts: failure.attempts, last_error: failure.error };
}

async function updateMail(db: Kysely<Database>, id: string, changes: MailOutboxUpdate) {
  await db.updateTable('mail_outbox').set(changes).where('id', '=', id).execute();
}

/** Mail given up, the latest failure first: at most `limit` rows. */
export async function failedMail(db: Kysely<Database>, limit: number): Promise<MailOutboxRow[]> {
  return givenUpMail(db).limit(limit).execute();
}

/** Every mail given up, locked until the end of the transaction `db` belongs to. */
export async function lockFailedMail(db: Kysely<Database>): Promise<MailOutboxRow[]> {
  return givenUpMail(db).forUpdate().execute();
}

function givenUpMail(db: Kysely<Database>) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('failed_at', 'is not', null)
    .orderBy('failed_at', 'desc')
    .orderBy('id');
}

/** The row, locked until the end of the transaction `db` belongs to. */
export async function lockMail(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Puts a mail back in the queue as if it were new: due at `now`, no attempt counted. */
export async function requeueMail(db: Kysely<Database>, id: string, now: Date) {
  return db
    .updateTable('mail_outbox')
    .set({ attempts: 0, failed_at: null, next_attempt_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
