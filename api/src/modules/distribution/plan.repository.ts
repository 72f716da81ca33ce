// Reads and writes of the frozen plan: the holders the ledger credits, the plan and its lines.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listHolders, type HolderRow } from '../orders/index.js';

/** An investor holding credited tokens, as the ledger sums them (the orders module's query). */
export type LedgerHolder = HolderRow;

/** Every investor holding credited tokens, by id, with exact decimal sums by origin. */
export const ledgerHolders = (db: Kysely<Database>): Promise<LedgerHolder[]> =>
  listHolders(db, 'id');

export async function findPlan(db: Kysely<Database>) {
  return db.selectFrom('distribution_plans').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The plan's line for an investor, locked for the caller's transaction. */
export async function lockLineOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('distribution_lines')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}
