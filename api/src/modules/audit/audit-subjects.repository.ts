// What the audit log's rows are about, read for the team's `audit` command: the orders, investors
// and mails that rows name by id, so that each row can be told as a sentence.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditLogRow } from './audit-log.table.js';

export interface AuditedOrder {
  id: string;
  purchaseId: string;
  userId: string;
  amountPaise: string;
  totalTokens: string;
  paymentMethod: string;
}

export interface AuditSubjects {
  orders: ReadonlyMap<string, AuditedOrder>;
  /** E-mail addresses by user id. */
  investors: ReadonlyMap<string, string>;
  /** Recipients by mail id. */
  mails: ReadonlyMap<string, { recipient: string; subject: string }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idsOf = (rows: readonly AuditLogRow[], type: string) =>
  [...new Set(rows.filter((row) => row.subject_type === type).map((row) => row.subject_id))].filter(
    (id) => UUID.test(id),
  );

export async function auditSubjectsOf(
  db: Kysely<Database>,
  rows: readonly AuditLogRow[],
): Promise<AuditSubjects> {
  const orderIds = idsOf(rows, 'order');
  const mailIds = idsOf(rows, 'mail');
  const orderRows =
    orderIds.length === 0
      ? []
      : await db
          .selectFrom('orders')
          .select([
            'id',
            'purchase_id',
            'user_id',
            'amount_paid_paise',
            'total_tokens',
            'payment_method',
          ])
          .where('id', 'in', orderIds)
          .execute();
  const userIds = [
    ...new Set([
      ...idsOf(rows, 'user'),
      ...orderRows.map((order) => order.user_id),
      // An investor's own actions name them as the actor.
      ...rows.map((row) => row.actor).filter((actor) => UUID.test(actor)),
      ...rows.flatMap((row) => refereeOf(row)),
    ]),
  ];
  const users =
    userIds.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute();
  const mails =
    mailIds.length === 0
      ? []
      : await db
          .selectFrom('mail_outbox')
          .select(['id', 'recipient', 'subject'])
          .where('id', 'in', mailIds)
          .execute();
  return {
    orders: new Map(
      orderRows.map((order) => [
        order.id,
        {
          id: order.id,
          purchaseId: order.purchase_id,
          userId: order.user_id,
          amountPaise: order.amount_paid_paise,
          totalTokens: order.total_tokens,
          paymentMethod: order.payment_method,
        },
      ]),
    ),
    investors: new Map(users.map((user) => [user.id, user.email])),
    mails: new Map(mails.map((mail) => [mail.id, mail])),
  };
}

/** The ids of an investor's orders, for reading their whole history. */
export async function orderIdsOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.id);
}

function refereeOf(row: AuditLogRow): string[] {
  const after = row.after;
  if (typeof after !== 'object' || after === null || Array.isArray(after)) return [];
  const referee = after.refereeId;
  return typeof referee === 'string' && UUID.test(referee) ? [referee] : [];
}
