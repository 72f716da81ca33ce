// What must hold in the database however a fault struck (the shared ledger checks: the running
// total is exactly the sum of what was credited, no Paytm payment was credited twice, each credit
// was written whole), and each investor's balance on screen against their credited orders.
import { sql, type Kysely } from 'kysely';
import { ledgerProblems as problemsIn, readLedger } from '../support/ledger.js';
import { compareDecimals, parseDecimal } from '@rent/sale-rules';
import type { Database } from '@rent/api/testing';

/** Every broken invariant, in words; an empty list when the ledger is sound. */
export async function ledgerProblems(db: Kysely<Database>): Promise<string[]> {
  return problemsIn(await readLedger(db));
}

/** Each investor's credited tokens, by user id, as the database holds them. */
export async function creditedBalances(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('orders')
    .select(['user_id', sql<string>`sum(total_tokens)::text`.as('tokens')])
    .where('status', '=', 'credited')
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.tokens]));
}

/**
 * Investors (by user id) whose balance on screen, `shown`, is not what their credited orders hold
 * in the database, `credited`; an investor without credited orders holds 0.
 */
export function balanceMismatches(
  shown: ReadonlyMap<string, string>,
  credited: ReadonlyMap<string, string>,
): string[] {
  return [...shown]
    .filter(([userId, balance]) => !sameAmount(balance, credited.get(userId) ?? '0'))
    .map(([userId, balance]) => `${userId} shows ${balance}, holds ${credited.get(userId) ?? '0'}`);
}

/** Whether two decimal texts are the same amount ("3.750" and "3.75" are). */
export function sameAmount(left: string, right: string): boolean {
  return compareDecimals(parseDecimal(left), parseDecimal(right)) === 0;
}
