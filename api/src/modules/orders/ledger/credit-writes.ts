// Once a credit is decided under the running total's lock, its writes go to PostgreSQL as one
// statement of data-modifying CTEs: every purchase of the sale waits for that lock, so each round
// trip made while holding it is paid by the whole sale at its rush. Each module builds its own
// write (not sent); this file only puts them together.
import { sql, type InsertResult, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { auditInsert, type AuditEntry } from '../../audit/index.js';
import { outboxInsert, type QueuedMail } from '../../mail/index.js';
import {
  refereePurchaseCount,
  requireRefereeCounted,
  type RefereePurchase,
} from '../../referrals/index.js';
import type { NewOrderRow, OrderRow, OrderRowUpdate } from '../orders.table.js';
import { orderInsert, orderUpdate, soldTokensAddition } from '../orders.repository.js';

/** What settling a pending order writes besides the order itself: its audit entries and mails. */
export interface SettlementWrites {
  orderId: string;
  changes: OrderRowUpdate;
  audits: { entry: AuditEntry; at: Date }[];
  mails: QueuedMail[];
  now: Date;
}

/** What a credit writes: the settlement, the referrer's bonus and count, and the totals sold. */
export interface CreditWrites extends SettlementWrites {
  referralBonus: NewOrderRow | null;
  /** The purchase counted in its referrer's table, for a buyer who has a referrer. */
  refereeCount: RefereePurchase | null;
  /** Tokens the credit adds to the running total and to its day's total. */
  soldTokens: string;
}

/** The order as a settlement wrote it. */
export async function writeSettlement(
  trx: Kysely<Database>,
  writes: SettlementWrites,
): Promise<OrderRow> {
  return settlement(trx, writes).selectFrom('settled').selectAll().executeTakeFirstOrThrow();
}

/** The order and the referrer's bonus order (if any) as a credit wrote them. */
export async function writeCredit(
  trx: Kysely<Database>,
  writes: CreditWrites,
): Promise<{ order: OrderRow; referralBonus: OrderRow | null }> {
  const sold = soldTokensAddition(trx, writes.soldTokens, writes.now);
  let statement = settlement(trx, writes)
    .with('running_total', () => sold.runningTotal)
    .with('day_total', () => sold.dayTotal);
  const { referralBonus, refereeCount } = writes;
  if (referralBonus) statement = statement.with('bonus', () => orderInsert(trx, referralBonus));
  if (refereeCount) {
    statement = statement.with('referee', () => refereePurchaseCount(trx, refereeCount));
  }
  // One row per order written, each telling how many referees' rows were counted.
  const counted = refereeCount ? sql<string>`(select count(*) from referee)` : sql<string>`0`;
  const rows = await statement
    .selectFrom('settled')
    .selectAll()
    .select(counted.as('counted_referees'))
    .$if(referralBonus !== null, (query) =>
      query.unionAll((eb) =>
        eb.selectFrom('bonus').selectAll().select(counted.as('counted_referees')),
      ),
    )
    .execute();
  const written = rows.map(({ counted_referees: referees, ...row }) => {
    if (refereeCount) requireRefereeCounted(refereeCount, Number(referees));
    return row;
  });
  const order = written.find((row) => row.id === writes.orderId);
  if (!order) throw new Error(`order ${writes.orderId} was not written`);
  return { order, referralBonus: written.find((row) => row !== order) ?? null };
}

/** The order's update (as `settled`), its audit entries and its mails, not yet sent. */
function settlement(trx: Kysely<Database>, writes: SettlementWrites) {
  let statement = trx
    .withTables<OptionalWrites>()
    .with('settled', () => orderUpdate(trx, writes.orderId, writes.changes))
    .with('audit', () => auditInsert(trx, writes.audits));
  if (writes.mails.length > 0) {
    statement = statement.with('mails', () => outboxInsert(trx, writes.mails, writes.now));
  }
  return statement;
}

/**
 * The CTEs a statement holds only when the credit has them, named ahead so that the statement has
 * one type whichever it holds: the mails, and the referrer's bonus and count, which are read back.
 */
type OptionalWrites = {
  mails: InsertResult;
  bonus: OrderRow;
  referee: { referee_id: string };
};
