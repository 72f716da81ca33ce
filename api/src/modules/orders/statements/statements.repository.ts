// Reads behind receipts and statements: an investor's orders with the names they state (their own
// name and wallet, and for a referral bonus the name of the referee whose purchase earned it).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { OrderRow } from '../orders.table.js';

export interface ReceiptRecord {
  order: OrderRow;
  investorName: string;
  /** The e-mail address the investor signs in with and receives their mails at. */
  investorEmail: string;
  /** The receiving wallet as shown to people (EIP-55), or null while none is registered. */
  wallet: string | null;
  /** For a referral bonus: the full name of the referred investor, as stored. */
  refereeName: string | null;
}

/**
 * The investor's order with this reference and the names its receipt states, or undefined:
 * someone else's order is found no more than an unknown one, by the same single query.
 */
export async function receiptRecordOf(
  db: Kysely<Database>,
  userId: string,
  purchaseId: string,
): Promise<ReceiptRecord | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users as investor', 'investor.id', 'orders.user_id')
    .leftJoin('orders as purchase', 'purchase.id', 'orders.source_order_id')
    .leftJoin('users as referee', 'referee.id', 'purchase.user_id')
    .selectAll('orders')
    .select([
      'investor.fullname as investor_name',
      'investor.email as investor_email',
      'investor.wallet_address_display as investor_wallet',
      'referee.fullname as referee_name',
    ])
    .where('orders.purchase_id', '=', purchaseId)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { investor_name, investor_email, investor_wallet, referee_name, ...order } = row;
  return {
    order,
    investorName: investor_name,
    investorEmail: investor_email,
    wallet: investor_wallet,
    refereeName: referee_name,
  };
}

export interface StatementRecord {
  order: OrderRow;
  refereeName: string | null;
}

/** Orders of a statement read per query: a long history is read in steps, never all at once. */
export const STATEMENT_BATCH = 500;

/**
 * Up to STATEMENT_BATCH of the investor's orders, oldest first, after the order whose id is
 * `afterId`; from the first when it is undefined. The step's position is read back from that order
 * itself, so no instant is rounded on its way through JavaScript.
 */
export async function statementBatch(
  db: Kysely<Database>,
  userId: string,
  afterId: string | undefined,
): Promise<StatementRecord[]> {
  let query = db
    .selectFrom('orders')
    .leftJoin('orders as purchase', 'purchase.id', 'orders.source_order_id')
    .leftJoin('users as referee', 'referee.id', 'purchase.user_id')
    .selectAll('orders')
    .select('referee.fullname as referee_name')
    .where('orders.user_id', '=', userId)
    .orderBy('orders.purchase_date', 'asc')
    .orderBy('orders.id', 'asc')
    .limit(STATEMENT_BATCH);
  if (afterId !== undefined) {
    query = query.where(
      sql<boolean>`(orders.purchase_date, orders.id) > (select previous.purchase_date, previous.id from orders as previous where previous.id = ${afterId})`,
    );
  }
  const rows = await query.execute();
  return rows.map(({ referee_name, ...order }) => ({ order, refereeName: referee_name }));
}
