// Accounts and sessions: investors, their one-time e-mail tokens, their refresh-token sessions and
// the outbox of mail waiting to be sent. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fullname', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('phone', 'text')
    .addColumn('dob', 'date')
    .addColumn('referral_code', 'text', (column) => column.notNull().unique())
    .addColumn('referred_by', 'uuid', (column) => column.references('users.id'))
    .addColumn('accepted_terms_at', 'timestamptz', (column) => column.notNull())
    .addColumn('kyc_status', 'text', (column) => column.notNull().defaultTo('NOT_SUBMITTED'))
    .addColumn('failed_signins', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('signin_locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // Uniqueness of e-mail addresses only holds if every writer stores them the same way.
    .addCheckConstraint('users_email_normalised_check', sql`email = lower(btrim(email))`)
    .addCheckConstraint(
      'users_kyc_status_check',
      sql`kyc_status in ('NOT_SUBMITTED', 'SUBMITTED', 'IN_REVIEW', 'VERIFIED', 'REJECTED')`,
    )
    .addCheckConstraint('users_failed_signins_check', sql`failed_signins >= 0`)
    .execute();

  await db.schema
    .createIndex('users_referred_by_index')
    .on('users')
    .column('referred_by')
    .execute();

  await db.schema
    .alterTable('orders')
    .addForeignKeyConstraint('orders_user_id_fkey', ['user_id'], 'users', ['id'])
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'auth_tokens_purpose_check',
      sql`purpose in ('verify_email', 'reset_password')`,
    )
    .execute();

  await db.schema
    .createIndex('auth_tokens_user_id_purpose_index')
    .on('auth_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('family_id', 'uuid', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();

  // Every authenticated request asks whether its family is still alive.
  await db.schema
    .createIndex('sessions_family_id_index')
    .on('sessions')
    .column('family_id')
    .execute();

  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('html', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  // The worker only ever looks for unsent mail that is due.
  await db.schema
    .createIndex('mail_outbox_due_index')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('auth_tokens').execute();
  await db.schema.alterTable('orders').dropConstraint('orders_user_id_fkey').execute();
  await db.schema.dropTable('users').execute();
}
