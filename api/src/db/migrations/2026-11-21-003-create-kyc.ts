// Identity verification (KYC) and the receiving wallet: one application row per submission with
// its documents, the investor's BEP20 wallet, and the audit log of team actions. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('wallet_address', 'text')
    .addColumn('wallet_address_display', 'text')
    .execute();
  // One wallet, one investor: tokens are distributed to the wallet, so two accounts sharing one
  // would make the distribution list ambiguous.
  await db.schema
    .alterTable('users')
    .addUniqueConstraint('users_wallet_address_key', ['wallet_address'])
    .execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint(
      'users_wallet_address_check',
      sql`(wallet_address is null and wallet_address_display is null) or
          (wallet_address ~ '^0x[0-9a-f]{40}$' and lower(wallet_address_display) = wallet_address)`,
    )
    .execute();

  await db.schema
    .createTable('kyc_applications')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('dob', 'date', (column) => column.notNull())
    .addColumn('street1', 'text', (column) => column.notNull())
    .addColumn('street2', 'text')
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('postal_code', 'text', (column) => column.notNull())
    .addColumn('terms_accepted_at', 'timestamptz', (column) => column.notNull())
    .addColumn('privacy_accepted_at', 'timestamptz', (column) => column.notNull())
    .addColumn('submitted_at', 'timestamptz', (column) => column.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('rejection_reason', 'text')
    .addCheckConstraint(
      'kyc_applications_status_check',
      sql`status in ('SUBMITTED', 'IN_REVIEW', 'VERIFIED', 'REJECTED')`,
    )
    .addCheckConstraint(
      'kyc_applications_rejection_reason_check',
      sql`(status = 'REJECTED') = (rejection_reason is not null)`,
    )
    .execute();

  await db.schema
    .createIndex('kyc_applications_user_id_submitted_at_index')
    .on('kyc_applications')
    .columns(['user_id', 'submitted_at desc'])
    .execute();

  await db.schema
    .createTable('kyc_documents')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_id', 'uuid', (column) =>
      column.notNull().references('kyc_applications.id'),
    )
    // Documents are shown in the order the investor uploaded them (front before back).
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('media_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('kyc_documents_storage_key_check', sql`storage_key ~ '^[0-9a-f]{32}$'`)
    .addCheckConstraint(
      'kyc_documents_media_type_check',
      sql`media_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')`,
    )
    .addCheckConstraint('kyc_documents_size_bytes_check', sql`size_bytes > 0`)
    .addUniqueConstraint('kyc_documents_application_id_position_key', [
      'application_id',
      'position',
    ])
    .addCheckConstraint('kyc_documents_sha256_check', sql`sha256 ~ '^[0-9a-f]{64}$'`)
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('subject_type', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('audit_log_subject_index')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('kyc_documents').execute();
  await db.schema.dropTable('kyc_applications').execute();
  await db.schema.alterTable('users').dropConstraint('users_wallet_address_check').execute();
  await db.schema.alterTable('users').dropConstraint('users_wallet_address_key').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('wallet_address_display')
    .dropColumn('wallet_address')
    .execute();
}
