// What a password reset through the mailbox puts on hold (decision 0116): the session family that
// attached the wallet and each KYC application, and whether they wait for the owner. Frozen once
// landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('wallet_family_id', 'uuid')
    .addColumn('wallet_held_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint(
      'users_wallet_held_check',
      sql`wallet_held_at is null or wallet_address is not null`,
    )
    .execute();
  await db.schema
    .alterTable('kyc_applications')
    .addColumn('family_id', 'uuid')
    .addColumn('held_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('kyc_applications')
    .dropColumn('withdrawn_at')
    .dropColumn('held_at')
    .dropColumn('family_id')
    .execute();
  await db.schema.alterTable('users').dropConstraint('users_wallet_held_check').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('wallet_held_at')
    .dropColumn('wallet_family_id')
    .execute();
}
