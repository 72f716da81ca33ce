// Path and answer shapes of GET /order/:purchaseId/receipt.pdf and GET /order/export.csv. Their
// successes are files, not envelopes; every refusal is the envelope.
import { Type } from 'typebox';
import { PURCHASE_ID_PATTERN } from '@rent/sale-rules';
import { ErrorEnvelope } from '../../../lib/envelope.js';

export const ReceiptParams = Type.Object({
  purchaseId: Type.String({
    pattern: PURCHASE_ID_PATTERN,
    maxLength: 15,
    description: 'The order’s reference, such as RENT-7KX2M9QD4P, in either case',
  }),
});

const fileResponses = (mediaType: string, description: string) => ({
  200: {
    description,
    content: { [mediaType]: { schema: Type.String({ format: 'binary' }) } },
  },
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
});

export const ReceiptResponses = fileResponses(
  'application/pdf',
  'A one-page A4 receipt, sent as an attachment (Content-Disposition) and never cached',
);

export const StatementResponses = fileResponses(
  'text/csv',
  'RFC 4180 CSV with a header row, one row per order, oldest first, sent as an attachment and ' +
    'never cached. Columns: purchase_id, purchase_date_ist and credited_at_ist (India’s clock, ' +
    '"2025-07-01 00:00:00"), type (purchase, referral_bonus), payment_method (paytm, manual, ' +
    'referral), status, phase, bonus_percent, base_tokens, bonus_tokens and total_tokens (plain ' +
    'decimals; a referral bonus has no base tokens of its own), amount_inr (the order’s amount ' +
    'whatever its status), paytm_order_id, transaction_id, referred_investor (first name, for ' +
    'referral bonuses), bank_reference (of a bank transfer), amount_paid_inr (the amount of a ' +
    'credited order, 0.00 for every other status: the column that sums to what was paid)',
);
