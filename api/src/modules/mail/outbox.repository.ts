// The mail outbox. Rows are written inside the business transaction that wants the mail sent and
// read by the worker, which claims them before sending so that two workers never send one twice.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailOutboxRow } from '../../db/tables/mail-outbox.js';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now: Date) {
  await db
    .insertInto('mail_outbox')
    .values({ ...mail, next_attempt_at: now, created_at: now })
    .execute();
}

/**
 * Takes up to `limit` due rows for this worker: they are locked while claimed (rows another worker
 * holds are skipped) and pushed to `leaseUntil`, so nobody else picks them up while they are sent.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<MailOutboxRow[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('mail_outbox')
      .set({ next_attempt_at: leaseUntil })
      .where(
        'id',
        'in',
        due.map(({ id }) => id),
      )
      .returningAll()
      .execute();
  });
}

export async function markMailSent(db: Kysely<Database>, id: string, now: Date) {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(
  db: Kysely<Database>,
  id: string,
  failure: { attempts: number; nextAttemptAt: Date; error: string },
) {
  await db
    .updateTable('mail_outbox')
    .set({
      attempts: failure.attempts,
      next_attempt_at: failure.nextAttemptAt,
      last_error: failure.error,
    })
    .where('id', '=', id)
    .execute();
}
