// An order as clients see it (SPEC.md §3 Order), from its row.
import { Type, type Static } from 'typebox';
import type { OrderRow } from '../../db/tables/orders.js';
import { normaliseDecimal } from '../../lib/decimal.js';
import { formatRupees } from './order-pricing.js';

const DecimalText = (description: string) =>
  Type.String({ pattern: '^\\d+(\\.\\d+)?$', description });

export const OrderView = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  purchaseId: Type.String({ description: 'Reference shown to the investor' }),
  paytmOrderId: Type.Union([Type.String(), Type.Null()]),
  txnId: Type.Union([Type.String(), Type.Null()]),
  purchaseDate: Type.String({ format: 'date-time' }),
  amountPaid: Type.String({ pattern: '^\\d+\\.\\d{2}$', description: 'Rupees with 2 decimals' }),
  currency: Type.Literal('INR'),
  baseTokens: DecimalText('Whole RENT bought'),
  bonusTokens: DecimalText('Bonus RENT of the phase'),
  totalTokens: DecimalText('RENT the order allocates'),
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
  ]),
  creditedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  statusReason: Type.Union([Type.String(), Type.Null()]),
});

export type OrderView = Static<typeof OrderView>;

export function orderView(row: OrderRow): OrderView {
  return {
    _id: row.id,
    purchaseId: row.purchase_id,
    paytmOrderId: row.paytm_order_id,
    txnId: row.txn_id,
    purchaseDate: row.purchase_date.toISOString(),
    amountPaid: formatRupees(row.amount_paid_paise),
    currency: 'INR',
    baseTokens: normaliseDecimal(row.base_tokens),
    bonusTokens: normaliseDecimal(row.bonus_tokens),
    totalTokens: normaliseDecimal(row.total_tokens),
    bonusPercent: row.bonus_percent,
    phaseName: row.phase_name,
    paymentMethod: row.payment_method,
    isReferral: row.is_referral,
    status: row.status,
    creditedAt: row.credited_at?.toISOString() ?? null,
    statusReason: row.status_reason,
  };
}
