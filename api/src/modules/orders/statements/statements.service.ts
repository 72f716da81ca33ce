// Records an investor keeps: the PDF receipt of a credited order and the CSV statement of every
// order. Both are the owner's alone: another investor's order is as unknown as a made-up one.
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { OperatorDetails } from '../../../config.js';
import type { Database } from '../../../db/schema.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { istCalendarDay } from '@rent/sale-rules';
import type { RequestContext } from '../../../plugins/context.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import { receiptContent } from './receipt-content.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { statementCsv } from './statement-csv.js';
import { STATEMENT_MESSAGES } from './statements.messages.js';
import {
  receiptRecordOf,
  STATEMENT_BATCH,
  statementBatch,
  type StatementRecord,
} from './statements.repository.js';

export interface Download<Body> {
  filename: string;
  body: Body;
}

/**
 * The receipt of one of the investor's orders, by its reference in any case. 404 for an order
 * that is not theirs or does not exist; 409, saying why, for one of theirs not credited.
 */
export async function orderReceipt(
  context: Pick<RequestContext, 'db' | 'now'> & { operator: OperatorDetails },
  userId: string,
  purchaseId: string,
): Promise<Download<Uint8Array>> {
  const record = await receiptRecordOf(context.db, userId, purchaseId.toUpperCase());
  if (!record) throw notFound(ORDER_MESSAGES.unknownOrder);
  const { status } = record.order;
  if (status !== 'credited') throw conflict(STATEMENT_MESSAGES.notCredited[status]);
  const content = receiptContent(record, context.now, context.operator);
  return {
    filename: `${record.order.purchase_id}-receipt.pdf`,
    body: await renderReceiptPdf(content, context.now),
  };
}

async function* batchesAfter(
  db: Kysely<Database>,
  userId: string,
  first: StatementRecord[],
): AsyncGenerator<StatementRecord[]> {
  let batch = first;
  while (batch.length > 0) {
    yield batch;
    if (batch.length < STATEMENT_BATCH) return;
    batch = await statementBatch(db, userId, batch.at(-1)?.order.id);
  }
}

/**
 * The investor's statement: every order, oldest first. The first batch is read before anything is
 * sent, so a database that does not answer is refused in the envelope rather than mid-file.
 */
export async function orderStatement(
  context: Pick<RequestContext, 'db' | 'now'>,
  userId: string,
): Promise<Download<Readable>> {
  const first = await statementBatch(context.db, userId, undefined);
  const day = istCalendarDay(context.now);
  return {
    filename: `rent-transactions-${day}.csv`,
    body: statementCsv(batchesAfter(context.db, userId, first)),
  };
}
