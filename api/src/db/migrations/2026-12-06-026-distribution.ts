// Token distribution on chain (decisions 0104 to 0106): the frozen plan (one line per holder),
// the transfers written down before they are broadcast, and where reconciliation has read the
// chain to. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('distribution_plans')
    // One plan per sale: the row's id is always 1.
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('frozen_at', 'timestamptz', (column) => column.notNull())
    .addColumn('frozen_by', 'text', (column) => column.notNull())
    .addColumn('checksum', 'text', (column) => column.notNull())
    .addColumn('holders', 'integer', (column) => column.notNull())
    .addColumn('held', 'integer', (column) => column.notNull())
    .addColumn('total_tokens', 'numeric', (column) => column.notNull())
    .addColumn('during_sale', 'boolean', (column) => column.notNull())
    .addColumn('chain_id', 'integer', (column) => column.notNull())
    .addColumn('token_address', 'text', (column) => column.notNull())
    .addColumn('token_decimals', 'integer', (column) => column.notNull())
    // The chain's head when the plan was frozen: reconciliation reads Transfer events from here.
    .addColumn('from_block', 'numeric(78, 0)', (column) => column.notNull())
    .addColumn('reconciled_to_block', 'numeric(78, 0)')
    // The one `distribution send` allowed to sign: who holds the lease, and until when.
    .addColumn('sender_lease_owner', 'text')
    .addColumn('sender_lease_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('distribution_transfers')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('single', 'batch', 'approve')`),
    )
    .addColumn('from_address', 'text', (column) => column.notNull())
    .addColumn('nonce', 'bigint', (column) => column.notNull())
    .addColumn('tx_hash', 'text', (column) => column.notNull().unique())
    // The signed transaction, so that the same one (same hash) is broadcast again after a crash.
    .addColumn('raw_tx', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('signed', 'confirmed', 'failed', 'dropped')`),
    )
    .addColumn('block_number', 'numeric(78, 0)')
    .addColumn('gas_used', 'numeric(78, 0)')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('distribution_lines')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'uuid', (column) => column.notNull().unique().references('users.id'))
    .addColumn('wallet', 'text')
    .addColumn('kyc_status', 'text', (column) => column.notNull())
    .addColumn('base_tokens', 'numeric', (column) => column.notNull())
    .addColumn('bonus_tokens', 'numeric', (column) => column.notNull())
    .addColumn('referral_tokens', 'numeric', (column) => column.notNull())
    .addColumn('total_tokens', 'numeric', (column) => column.notNull())
    .addColumn('units', 'numeric(78, 0)', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .check(sql`status in ('held', 'scheduled', 'sent', 'confirmed', 'mismatched')`),
    )
    .addColumn('held_reason', 'text', (column) =>
      column.check(sql`held_reason in ('KYC_NOT_VERIFIED', 'NO_WALLET', 'WALLET_ON_HOLD')`),
    )
    .addColumn('transfer_id', 'bigint', (column) => column.references('distribution_transfers.id'))
    .addColumn('tx_hash', 'text')
    .addColumn('block_number', 'numeric(78, 0)')
    // What the chain shows paid to the wallet, when it is not the line's amount.
    .addColumn('paid_units', 'numeric(78, 0)')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addCheckConstraint(
      'distribution_lines_held_check',
      sql`(status = 'held') = (held_reason is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('distribution_lines_wallet_key')
    .on('distribution_lines')
    .expression(sql`lower(wallet)`)
    .unique()
    .execute();
  await db.schema
    .createIndex('distribution_lines_status_index')
    .on('distribution_lines')
    .columns(['status', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('distribution_lines').execute();
  await db.schema.dropTable('distribution_transfers').execute();
  await db.schema.dropTable('distribution_plans').execute();
}
