// The investor's statement as CSV (RFC 4180: CRLF line ends, a header row, fields quoted when they
// hold a comma, quote or line break): one row per order, oldest first, plain numbers without
// grouping, instants on India's clock. Text a spreadsheet would run as a formula is made inert.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { formatIstTimestamp, formatRupees, normaliseDecimal } from '@rent/sale-rules';
import { firstNameOf } from '../../users/index.js';
import type { StatementRecord } from './statements.repository.js';

export const STATEMENT_COLUMNS = [
  'purchase_id',
  'purchase_date_ist',
  'credited_at_ist',
  'type',
  'payment_method',
  'status',
  'phase',
  'bonus_percent',
  'base_tokens',
  'bonus_tokens',
  'total_tokens',
  'amount_inr',
  'paytm_order_id',
  'transaction_id',
  'referred_investor',
  // Added after the first release, at the end so that columns read by position keep their place.
  'bank_reference',
  'amount_paid_inr',
] as const;

type StatementRow = Record<(typeof STATEMENT_COLUMNS)[number], string>;

/** A cell starting like a formula (=, +, -, @, tab, return) is read as text by spreadsheets. */
export function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * One order as a row. `amount_inr` is the order's amount whatever became of it; `amount_paid_inr`
 * is what was paid and kept for credited tokens (decision 0110), so its sum is what the investor
 * paid: 0.00 for an order that failed, was rejected, waits, or whose money went back.
 * A referral bonus is all bonus: no base tokens of its own, its tokens in
 * bonus_tokens and total_tokens, so base + bonus = total on every row.
 */
export function statementRow({ order, refereeName }: StatementRecord): StatementRow {
  const total = normaliseDecimal(order.total_tokens);
  const referee = order.is_referral && refereeName !== null ? firstNameOf(refereeName) : null;
  return {
    purchase_id: order.purchase_id,
    purchase_date_ist: formatIstTimestamp(order.purchase_date),
    credited_at_ist: order.credited_at ? formatIstTimestamp(order.credited_at) : '',
    type: order.is_referral ? 'referral_bonus' : 'purchase',
    payment_method: order.payment_method,
    status: order.status,
    phase: inert(order.phase_name ?? ''),
    bonus_percent: String(order.bonus_percent),
    base_tokens: order.is_referral ? '0' : normaliseDecimal(order.base_tokens),
    bonus_tokens: order.is_referral ? total : normaliseDecimal(order.bonus_tokens),
    total_tokens: total,
    amount_inr: formatRupees(order.amount_paid_paise),
    paytm_order_id: order.paytm_order_id ?? '',
    transaction_id: inert(order.txn_id ?? ''),
    referred_investor: inert(referee ?? ''),
    bank_reference: order.bank_reference ?? '',
    amount_paid_inr: formatRupees(order.status === 'credited' ? order.amount_paid_paise : 0n),
  };
}

const CSV_OPTIONS = { columns: [...STATEMENT_COLUMNS], record_delimiter: 'windows' } as const;

/**
 * The CSV text of the batches of records, header first, as a stream: one batch is turned into
 * text at a time, and a failure while reading the next one ends the stream with that error.
 */
export function statementCsv(batches: AsyncIterable<StatementRecord[]>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([], { ...CSV_OPTIONS, header: true });
      for await (const batch of batches) {
        yield stringify(batch.map(statementRow), { ...CSV_OPTIONS, header: false });
      }
    })(),
    { objectMode: false },
  );
}
