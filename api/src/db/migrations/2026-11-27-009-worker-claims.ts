// What workers need to share their work between api processes (decision 0082): mail that failed
// for good (too many attempts, or a permanent refusal) is kept apart from the queue, and an
// online order being asked about is claimed by one worker until a lease ends. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('failed_at', 'timestamptz').execute();
  // The worker only ever looks for mail that is neither sent nor failed, and is due.
  await db.schema.dropIndex('mail_outbox_due_index').execute();
  await db.schema
    .createIndex('mail_outbox_due_index')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql<boolean>`sent_at is null and failed_at is null`)
    .execute();
  // The team's list of failed mail, newest failure first.
  await db.schema
    .createIndex('mail_outbox_failed_index')
    .on('mail_outbox')
    .column('failed_at')
    .where(sql.ref('failed_at'), 'is not', null)
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('payment_check_claimed_until', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_check_claimed_until').execute();
  await db.schema.dropIndex('mail_outbox_failed_index').execute();
  await db.schema.dropIndex('mail_outbox_due_index').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('failed_at').execute();
  await db.schema
    .createIndex('mail_outbox_due_index')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}
