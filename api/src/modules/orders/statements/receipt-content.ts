// What a receipt states, line by line, for one credited order: figures from the order exactly as
// stored, money and tokens in Indian grouping, instants in IST. Drawn by receipt-pdf.ts.
import { formatInrFromPaise, formatIstDateTime, formatPercent, formatRent } from '@rent/sale-rules';
import type { OperatorDetails } from '../../../config.js';
import { firstNameOf } from '../../users/index.js';
import type { PaymentMethod } from '../orders.table.js';
import type { ReceiptRecord } from './statements.repository.js';

export const BRAND = { name: 'RENT', tagline: 'Real Estate Network Token' } as const;

/** The payment methods as the transaction details name them. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  paytm: 'Paytm (online)',
  manual: 'Manual bank transfer',
  referral: 'Referral bonus',
};

export const NO_PAYMENT = 'No payment (referral bonus)';

export interface ReceiptLine {
  label: string;
  value: string;
  /** Drawn in bold: the figure the receipt is about. */
  emphasis?: boolean;
}

export interface ReceiptContent {
  purchaseId: string;
  title: string;
  /** Order, payment and tokens. */
  order: ReceiptLine[];
  /** Who the tokens belong to and where they go. */
  investor: ReceiptLine[];
  /** The company that received the payment (or granted the bonus): the receipt's issuer. */
  issuer: ReceiptLine[];
  notes: string[];
}

/** The company as a bank or a tax office looks for it: legal name and registered office. */
function issuerLines(operator: OperatorDetails, isReferral: boolean): ReceiptLine[] {
  return [
    { label: isReferral ? 'Granted by' : 'Received by', value: operator.companyName },
    { label: 'Registered office', value: operator.registeredOffice },
  ];
}

export function receiptContent(
  record: ReceiptRecord,
  issuedAt: Date,
  operator: OperatorDetails,
): ReceiptContent {
  const { order } = record;
  const creditedAt = order.credited_at ?? order.purchase_date;
  const phase = order.phase_name ?? 'Outside the sale’s phases';
  const lines: ReceiptLine[] = [
    { label: 'Order ID', value: order.purchase_id },
    { label: 'Credited on', value: formatIstDateTime(creditedAt) },
  ];
  if (order.is_referral) {
    const referee = record.refereeName === null ? null : firstNameOf(record.refereeName);
    lines.push(
      { label: 'Type', value: 'Referral bonus' },
      { label: 'Referred investor', value: referee ?? 'A referred investor' },
      { label: 'Payment', value: NO_PAYMENT },
      { label: 'Phase', value: phase },
      { label: 'Their purchase (base tokens)', value: formatRent(order.base_tokens) },
      { label: 'Referral bonus', value: formatPercent(order.bonus_percent) },
      { label: 'Bonus tokens', value: formatRent(order.total_tokens) },
      { label: 'Total tokens', value: formatRent(order.total_tokens), emphasis: true },
    );
  } else {
    lines.push(
      { label: 'Ordered on', value: formatIstDateTime(order.purchase_date) },
      { label: 'Payment method', value: PAYMENT_METHOD_LABELS[order.payment_method] },
      ...(order.paytm_order_id ? [{ label: 'Paytm order ID', value: order.paytm_order_id }] : []),
      ...(order.txn_id ? [{ label: 'Transaction ID', value: order.txn_id }] : []),
      ...(order.bank_reference ? [{ label: 'Bank reference', value: order.bank_reference }] : []),
      { label: 'Amount paid', value: formatInrFromPaise(order.amount_paid_paise), emphasis: true },
      { label: 'Phase', value: phase },
      { label: 'Bonus', value: formatPercent(order.bonus_percent) },
      { label: 'Base tokens', value: formatRent(order.base_tokens) },
      { label: 'Bonus tokens', value: formatRent(order.bonus_tokens) },
      { label: 'Total tokens', value: formatRent(order.total_tokens), emphasis: true },
    );
  }
  return {
    purchaseId: order.purchase_id,
    title: order.is_referral ? 'Receipt for a referral bonus' : 'Receipt for a token purchase',
    order: lines,
    investor: [
      { label: 'Investor', value: record.investorName },
      { label: 'E-mail', value: record.investorEmail },
      { label: 'Receiving wallet (BEP20)', value: record.wallet ?? 'Not registered yet' },
    ],
    issuer: issuerLines(operator, order.is_referral),
    notes: [
      'RENT tokens follow the BEP20 standard and are sent to the receiving wallet after the pre-sale ends.',
      `Quote the order ID when you write to ${operator.supportEmail}. Grievance officer: ` +
        `${operator.grievanceOfficer.name}, ${operator.grievanceOfficer.email}.`,
      `Issued on ${formatIstDateTime(issuedAt)}.`,
    ],
  };
}
