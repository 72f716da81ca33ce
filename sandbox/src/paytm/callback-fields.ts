// The form Paytm posts to the merchant's callback URL once a payment has an outcome.
import type { AttemptedOrder } from './order-book.js';
import { signFields } from './signatures.js';
import { paymentRoute, txnResults, type TxnStatus } from './transactions.js';

export interface PaytmCallbackFields {
  MID: string;
  ORDERID: string;
  TXNID: string;
  BANKTXNID: string;
  TXNAMOUNT: string;
  CURRENCY: 'INR';
  STATUS: TxnStatus;
  RESPCODE: string;
  RESPMSG: string;
  TXNDATE: string;
  GATEWAYNAME: string;
  BANKNAME: string;
  PAYMENTMODE: string;
  /** Signs every other field, as form fields: `signFields(fields without CHECKSUMHASH, key)`. */
  CHECKSUMHASH: string;
}

/** The signed callback of an order whose payment was attempted. */
export async function callbackFields(
  order: AttemptedOrder,
  key: string,
): Promise<PaytmCallbackFields> {
  const { code, message } = txnResults[order.status];
  const fields = {
    MID: order.mid,
    ORDERID: order.orderId,
    TXNID: order.txnId,
    BANKTXNID: order.bankTxnId,
    TXNAMOUNT: order.amount,
    CURRENCY: order.currency,
    STATUS: order.status,
    RESPCODE: code,
    RESPMSG: message,
    TXNDATE: order.txnDate,
    GATEWAYNAME: paymentRoute.gatewayName,
    BANKNAME: paymentRoute.bankName,
    PAYMENTMODE: paymentRoute.paymentMode,
  };
  return { ...fields, CHECKSUMHASH: await signFields(fields, key) };
}
