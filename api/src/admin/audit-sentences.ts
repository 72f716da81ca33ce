// The audit log told as sentences for the team: "06 Dec 2026, 08:18 AM IST — asha approved the
// bank transfer of order RENT-… by investor@example.com (₹3,000.00, 3 RENT)". Who is the team
// member's name, the investor's e-mail, or what the api did by itself; amounts and dates are
// written as the site writes them. An action this file does not know yet is still told, its
// fields as words rather than JSON.
import { formatInrFromPaise, formatRent, UNKNOWN_VALUE } from '@rent/sale-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  auditSubjectsOf,
  type AuditLogRow,
  type AuditSubjects,
  type JsonValue,
} from '../modules/audit/index.js';
import { SYSTEM_ACTORS, type CreditReason } from '../modules/orders/index.js';
import { TEAM_ACTOR_PREFIX } from './command.js';
import { cell, instant } from './output.js';

type Fields = Readonly<Record<string, JsonValue>>;

interface Row {
  who: string;
  after: Fields;
  before: Fields;
  subjects: AuditSubjects;
  entry: AuditLogRow;
}

const SYSTEM_NAMES: Record<string, string> = {
  [SYSTEM_ACTORS.paytmCallback]: 'Paytm’s callback',
  [SYSTEM_ACTORS.paymentWorker]: 'The payment worker',
  [SYSTEM_ACTORS.investorRequest]: 'The investor’s own request',
};

const CAUSES: Record<CreditReason, string> = {
  'paytm-callback': 'Paytm confirmed the payment when the investor came back from its page',
  'paytm-status-check': 'Paytm’s status API confirmed the payment on a scheduled check',
  'team-settlement': 'Paytm’s status API confirmed the payment when the team asked',
  'transfer-approval': 'the bank transfer was approved',
  'investor-status-check':
    'Paytm’s status API confirmed the payment when the investor cancelled or paid the order again',
  'referrer-verified': 'the referrer’s KYC was approved, which releases the bonus held for it',
};

/** "Audit log" and one sentence per entry, for the files `orders show` and `kyc show` print. */
export async function auditSection(
  db: Kysely<Database>,
  rows: readonly AuditLogRow[],
): Promise<string> {
  if (rows.length === 0) return 'Audit log\n  (nothing yet)';
  const subjects = await auditSubjectsOf(db, rows);
  return ['Audit log', ...rows.map((row) => `  ${auditSentence(row, subjects)}`)].join('\n');
}

export function auditSentence(entry: AuditLogRow, subjects: AuditSubjects): string {
  const row: Row = {
    who: actorName(entry.actor, subjects),
    after: fieldsOf(entry.after),
    before: fieldsOf(entry.before),
    subjects,
    entry,
  };
  const tell = STORIES[entry.action] ?? unknownAction;
  return cell(`${instant(entry.created_at)} — ${tell(row)}`);
}

const STORIES: Record<string, (row: Row) => string> = {
  'order.manual.submit': (row) => `${row.who} submitted the bank transfer of ${order(row)}`,
  'order.approve': (row) =>
    row.after.status === 'refund_due'
      ? `${row.who} approved the bank transfer of ${order(row)}, but the hard cap had no room: ` +
        'it is due a refund'
      : `${row.who} approved the bank transfer of ${order(row)}`,
  'order.reject': (row) =>
    `${row.who} rejected the bank transfer of ${order(row)}: “${text(row.after.reason)}”`,
  'order.refund': (row) =>
    `${row.who} recorded the refund of ${order(row)}, reference ${text(row.after.refundReference)}`,
  'order.proof.read': (row) => `${row.who} read the payment proof of ${order(row)}`,
  'order.credit': (row) =>
    `${row.who} credited ${order(row)}: ${cause(row.after.cause)}` +
    (typeof row.after.txnId === 'string' && row.after.txnId !== ''
      ? ` (Paytm transaction ${row.after.txnId})`
      : ''),
  'order.refund_due': (row) =>
    `${row.who} found no room under the hard cap for ${order(row)} after ` +
    `${cause(row.after.cause)}: nothing was credited and it is due a refund`,
  'referral.credit': (row) =>
    `${row.who} credited a referral bonus of ${tokens(row.after.totalTokens)} to ` +
    `${investorOfOrder(row)} (order ${purchaseIdOf(row)}) for purchase ` +
    `${text(row.after.sourcePurchaseId)} by ${investorEmail(row, row.after.refereeId)}`,
  'kyc.submit': (row) => `${row.who} submitted a KYC application`,
  'kyc.review': (row) => `${row.who} took the KYC of ${investor(row)} into review`,
  'kyc.approve': (row) => `${row.who} approved the KYC of ${investor(row)}`,
  'kyc.reject': (row) =>
    `${row.who} rejected the KYC of ${investor(row)}: “${text(row.after.reason)}”`,
  'kyc.document.read': (row) =>
    `${row.who} read KYC document ${text(row.after.documentId)} of ${investor(row)}`,
  'wallet.change': (row) =>
    `${row.who} changed the receiving wallet from ${text(row.before.walletAddress)} to ` +
    text(row.after.walletAddress),
  'mail.resend': (row) => {
    const mail = row.subjects.mails.get(row.entry.subject_id);
    return mail
      ? `${row.who} queued the mail “${mail.subject}” to ${mail.recipient} again`
      : `${row.who} queued mail ${row.entry.subject_id} again`;
  },
  'distribution.export': (row) =>
    `${row.who} exported the distribution list to ${text(row.after.file)} ` +
    `(${text(row.after.rows)} investor(s), ${tokens(row.after.totalTokens)}, SHA-256 ` +
    `${text(row.after.sha256)}${row.after.duringSale === true ? ', during the sale' : ''})`,
  'demo.seed': (row) => `${row.who} seeded the demo`,
};

function unknownAction(row: Row): string {
  const fields = Object.entries(row.after)
    .map(([name, value]) => `${name} ${text(value)}`)
    .join(', ');
  return (
    `${row.who} did ${row.entry.action} on ${row.entry.subject_type} ${row.entry.subject_id}` +
    (fields ? ` (${fields})` : '')
  );
}

function actorName(actor: string, subjects: AuditSubjects): string {
  if (actor.startsWith(TEAM_ACTOR_PREFIX)) return actor.slice(TEAM_ACTOR_PREFIX.length);
  return SYSTEM_NAMES[actor] ?? subjects.investors.get(actor) ?? actor;
}

/** "order RENT-… by investor@example.com (₹3,000.00, 3 RENT)". */
function order(row: Row): string {
  const found = row.subjects.orders.get(row.entry.subject_id);
  if (!found) return `order ${purchaseIdOf(row)}`;
  const amount = BigInt(found.amountPaise) > 0n ? `${formatInrFromPaise(found.amountPaise)}, ` : '';
  return (
    `order ${found.purchaseId} by ${row.subjects.investors.get(found.userId) ?? found.userId} ` +
    `(${amount}${tokens(found.totalTokens)})`
  );
}

function purchaseIdOf(row: Row): string {
  return (
    row.subjects.orders.get(row.entry.subject_id)?.purchaseId ??
    (typeof row.after.purchaseId === 'string' ? row.after.purchaseId : row.entry.subject_id)
  );
}

function investorOfOrder(row: Row): string {
  const found = row.subjects.orders.get(row.entry.subject_id);
  return found ? investorEmail(row, found.userId) : 'the referrer';
}

const investor = (row: Row) => investorEmail(row, row.entry.subject_id);

function investorEmail(row: Row, id: JsonValue | undefined): string {
  if (typeof id !== 'string') return 'an investor';
  return row.subjects.investors.get(id) ?? id;
}

function cause(value: JsonValue | undefined): string {
  return typeof value === 'string' && value in CAUSES
    ? CAUSES[value as CreditReason]
    : `cause ${text(value)}`;
}

function tokens(value: JsonValue | undefined): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '? RENT';
  const shown = formatRent(String(value));
  return shown === UNKNOWN_VALUE ? `${String(value)} RENT` : shown;
}

/** A field as words: text as it is, a list joined, anything else as plain values. */
function text(value: JsonValue | undefined): string {
  if (value === undefined || value === null || value === '') return '-';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([name, inner]) => `${name} ${text(inner)}`)
      .join(', ');
  }
  return String(value);
}

function fieldsOf(value: JsonValue): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}
