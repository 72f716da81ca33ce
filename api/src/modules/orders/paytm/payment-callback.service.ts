// The investor's return from Paytm (THIRD_PARTIES.md §3), passed on by the gateway. Nothing in the
// form is believed until its checksum verifies with the merchant key, and even then it only names
// the order: the merchant id, order id and amount must match what the api created, and the payment
// is settled with Paytm's status API. Replays, forgeries and races change nothing twice.
import { formatRupees, normaliseDecimal } from '@rent/sale-rules';
import { badRequest, notFound } from '../../../lib/errors.js';
import {
  paymentStateOf,
  settleOnlinePayment,
  type PaymentState,
} from '../online/online-orders.service.js';
import { PAYTM_CALLBACK_CAUSE } from '../ledger/credit-audit.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import { findOrderByPaytmOrderId } from '../orders.repository.js';
import type { OnlineOrdersContext } from '../online-orders.context.js';

export interface PaymentOutcome {
  status: PaymentState;
  purchaseId: string;
  paytmOrderId: string;
  /** Rupees with 2 decimals. */
  amount: string;
  /** RENT the order allocates (base and bonus). */
  tokens: string;
  currency: 'INR';
}

const refused = (field: string, detail: string) =>
  badRequest(ORDER_MESSAGES.verificationFailed, [{ field, message: detail }]);

export async function verifyPaymentCallback(
  context: OnlineOrdersContext,
  fields: Readonly<Record<string, string>>,
): Promise<PaymentOutcome> {
  const { paytm, log } = context;
  for (const name of ['MID', 'ORDERID', 'TXNAMOUNT', 'CHECKSUMHASH'] as const) {
    if (!fields[name]) throw refused(name, `${name} is missing.`);
  }
  if (!paytm.verifyCallback(fields)) {
    log.warn({ orderId: fields.ORDERID }, 'payment callback with a checksum that does not verify');
    throw refused('CHECKSUMHASH', 'The checksum does not match the fields.');
  }
  if (fields.MID !== paytm.mid) throw refused('MID', 'The merchant id is not ours.');

  const order = await findOrderByPaytmOrderId(context.db, fields.ORDERID ?? '');
  if (!order) throw notFound(ORDER_MESSAGES.unknownOrder);
  if (fields.TXNAMOUNT !== formatRupees(order.amount_paid_paise)) {
    throw refused('TXNAMOUNT', 'The amount does not match the order.');
  }
  if (fields.CURRENCY !== undefined && fields.CURRENCY !== 'INR') {
    throw refused('CURRENCY', 'The currency does not match the order.');
  }

  const settled = await settleOnlinePayment(context, order, PAYTM_CALLBACK_CAUSE);
  return {
    status: paymentStateOf(settled),
    purchaseId: settled.purchase_id,
    paytmOrderId: fields.ORDERID ?? '',
    amount: formatRupees(settled.amount_paid_paise),
    tokens: normaliseDecimal(settled.total_tokens),
    currency: 'INR',
  };
}
