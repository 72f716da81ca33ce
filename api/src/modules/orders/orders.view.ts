// An order as clients see it (SPEC.md §3 Order), from its row.
import { Type, type Static } from 'typebox';
import { formatRupees, normaliseDecimal } from '@rent/sale-rules';
import { personNameProblem } from '../users/index.js';
import type { OrderRow } from './orders.table.js';

const DecimalText = (description: string) =>
  Type.String({ pattern: '^\\d+(\\.\\d+)?$', description });

const ReferralSource = Type.Object({
  refereeFirstName: Type.Union([Type.String(), Type.Null()], {
    description: 'First name of the referred investor; null when their name cannot be shown',
  }),
  baseTokens: DecimalText('Whole RENT of the referred purchase the bonus is computed from'),
});

export const OrderView = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  purchaseId: Type.String({ description: 'Reference shown to the investor' }),
  paytmOrderId: Type.Union([Type.String(), Type.Null()]),
  txnId: Type.Union([Type.String(), Type.Null()]),
  purchaseDate: Type.String({ format: 'date-time' }),
  amountPaid: Type.String({
    pattern: '^\\d+\\.\\d{2}$',
    description:
      'The order’s amount in rupees with 2 decimals: paid once credited, awaited while pending, never charged when failed or rejected; 0.00 for a referral bonus',
  }),
  amountCharged: Type.String({
    pattern: '^\\d+\\.\\d{2}$',
    description:
      'Rupees actually received and kept for the order: its amount when credited or due a refund, otherwise 0.00 (also once refunded)',
  }),
  currency: Type.Literal('INR'),
  baseTokens: DecimalText('Whole RENT bought; 0 for a referral bonus'),
  bonusTokens: DecimalText('Bonus RENT of the phase, or the referral bonus'),
  totalTokens: DecimalText('RENT the order allocates: baseTokens + bonusTokens'),
  bonusPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  phaseName: Type.Union([Type.String(), Type.Null()]),
  paymentMethod: Type.Union([
    Type.Literal('paytm'),
    Type.Literal('manual'),
    Type.Literal('referral'),
  ]),
  isReferral: Type.Boolean(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('credited'),
    Type.Literal('failed'),
    Type.Literal('rejected'),
    Type.Literal('refund_due'),
    Type.Literal('refunded'),
  ]),
  creditedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  holdUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description:
      'For a pending order, until when its tokens are set aside: an online payment’s window, a ' +
      'transfer’s review time, a referral bonus’s wait for the referrer’s KYC; null otherwise',
  }),
  statusReason: Type.Union([Type.String(), Type.Null()]),
  bankReference: Type.Union([Type.String(), Type.Null()], {
    description: 'A manual transfer’s reference (decision 0088); null for other orders',
  }),
  refundReference: Type.Union([Type.String(), Type.Null()], {
    description:
      'For a refunded order, the bank’s or Paytm’s reference of the refund (decision 0089); null otherwise',
  }),
  refundedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the team recorded the refund of a refunded order; null otherwise',
  }),
  referral: Type.Union([ReferralSource, Type.Null()], {
    description: 'For a referral bonus, the purchase it rewards; null for a purchase',
  }),
});

export type OrderView = Static<typeof OrderView>;

/** What a referral bonus's row is read with: the purchase it rewards and its buyer's name. */
export interface ReferralSourceRow {
  refereeFullname: string;
  baseTokens: string;
}

/** Money is received for an order that was credited or paid after the hard cap was reached. */
const CHARGED_STATUSES: ReadonlySet<OrderRow['status']> = new Set(['credited', 'refund_due']);

export function orderView(row: OrderRow, source?: ReferralSourceRow | null): OrderView {
  const referral = row.is_referral;
  return {
    _id: row.id,
    purchaseId: row.purchase_id,
    paytmOrderId: row.paytm_order_id,
    txnId: row.txn_id,
    purchaseDate: row.purchase_date.toISOString(),
    amountPaid: formatRupees(row.amount_paid_paise),
    amountCharged: formatRupees(CHARGED_STATUSES.has(row.status) ? row.amount_paid_paise : 0n),
    currency: 'INR',
    // A bonus row stores the referred purchase's base (decision 0088): shown under `referral`.
    baseTokens: referral ? '0' : normaliseDecimal(row.base_tokens),
    bonusTokens: normaliseDecimal(referral ? row.total_tokens : row.bonus_tokens),
    totalTokens: normaliseDecimal(row.total_tokens),
    bonusPercent: row.bonus_percent,
    phaseName: row.phase_name,
    paymentMethod: row.payment_method,
    isReferral: row.is_referral,
    status: row.status,
    creditedAt: row.credited_at?.toISOString() ?? null,
    holdUntil: row.status === 'pending' ? (row.hold_until?.toISOString() ?? null) : null,
    statusReason: row.status_reason,
    bankReference: row.bank_reference,
    refundReference: row.refund_reference,
    refundedAt: row.refunded_at?.toISOString() ?? null,
    referral: referral
      ? {
          refereeFirstName: source ? firstNameOf(source.refereeFullname) : null,
          baseTokens: normaliseDecimal(source?.baseTokens ?? row.base_tokens),
        }
      : null,
  };
}

/** The first word of a name that passes the name rules (decision 0067), else null. */
function firstNameOf(fullname: string): string | null {
  const first = fullname.trim().split(/\s+/u)[0] ?? '';
  return first !== '' && personNameProblem(first, 'Name') === undefined ? first : null;
}
