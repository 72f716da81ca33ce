// Bank-transfer references (decision 0088): the one an investor is shown before transferring, held
// in bank_transfer_references until their next manual order takes it onto orders.bank_reference.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { newBankReference } from '../orders.repository.js';

const ATTEMPTS = 5;

/** The investor's open reference, made now when they have none. */
export async function openBankReference(db: Kysely<Database>, userId: string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const held = await heldReference(db, userId);
    if (held) return held;
    const reference = newBankReference();
    // Any conflict (another request of the investor, or the code taken) leaves the row unwritten;
    // the loop then reads what is held or tries another code.
    await sql`
      insert into bank_transfer_references (user_id, reference)
      select ${userId}, ${reference}
      where not exists (select 1 from orders where bank_reference = ${reference})
      on conflict do nothing
    `.execute(db);
  }
  throw new Error('No free bank-transfer reference was found');
}

/**
 * Takes the investor's open reference for the manual order being recorded in transaction `trx`,
 * or makes a fresh one when they never asked for it.
 */
export async function takeBankReference(trx: Kysely<Database>, userId: string): Promise<string> {
  const taken = await trx
    .deleteFrom('bank_transfer_references')
    .where('user_id', '=', userId)
    .returning('reference')
    .executeTakeFirst();
  if (taken) return taken.reference;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const reference = newBankReference();
    const used = await trx
      .selectFrom('orders')
      .select('id')
      .where('bank_reference', '=', reference)
      .union(
        trx
          .selectFrom('bank_transfer_references')
          .select('user_id as id')
          .where('reference', '=', reference),
      )
      .executeTakeFirst();
    if (!used) return reference;
  }
  throw new Error('No free bank-transfer reference was found');
}

async function heldReference(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('bank_transfer_references')
    .select('reference')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.reference;
}
