// Paytm's transaction status API (`/v3/order/status`): what became of an order.
import { isSignedBy, parseSignedRequest, type ResultInfo } from './json-api.js';
import type { PaytmMerchant } from './merchant.js';
import type { OrderBook, PaytmOrder } from './order-book.js';
import { paymentRoute, txnResults, type TxnStatus } from './transactions.js';

export interface OrderStatusAnswerBody {
  resultInfo: ResultInfo<TxnStatus>;
  txnId: string;
  bankTxnId: string;
  orderId: string;
  txnAmount: string;
  txnType: 'SALE';
  gatewayName: string;
  bankName: string;
  mid: string;
  paymentMode: string;
  txnDate: string;
}

function unanswered(
  orderId: string,
  mid: string,
  code: string,
  message: string,
): OrderStatusAnswerBody {
  return {
    resultInfo: { resultStatus: 'TXN_FAILURE', resultCode: code, resultMsg: message },
    txnId: '',
    bankTxnId: '',
    orderId,
    txnAmount: '',
    txnType: 'SALE',
    gatewayName: '',
    bankName: '',
    mid,
    paymentMode: '',
    txnDate: '',
  };
}

function orderAnswer(order: PaytmOrder): OrderStatusAnswerBody {
  const { code, message } = txnResults[order.status];
  const attempted = order.status !== 'INITIATED';
  return {
    resultInfo: {
      resultStatus: order.status === 'INITIATED' ? 'PENDING' : order.status,
      resultCode: code,
      resultMsg: message,
    },
    txnId: order.txnId ?? '',
    bankTxnId: order.bankTxnId ?? '',
    orderId: order.orderId,
    txnAmount: order.amount,
    txnType: 'SALE',
    gatewayName: attempted ? paymentRoute.gatewayName : '',
    bankName: attempted ? paymentRoute.bankName : '',
    mid: order.mid,
    paymentMode: attempted ? paymentRoute.paymentMode : '',
    txnDate: order.txnDate ?? '',
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The status of the order a signed request names. A request refused for its signature (2005) or its
 * shape (501) also answers TXN_FAILURE: only the result code tells it says nothing about the order.
 */
export function orderStatus(
  requestText: string,
  merchant: PaytmMerchant,
  orders: OrderBook,
): OrderStatusAnswerBody {
  const request = parseSignedRequest(requestText);
  if (request === null) {
    return unanswered('', '', '501', 'System Error: the request must be JSON {"body", "head"}.');
  }
  const orderId = textOf(request.body.orderId);
  const mid = textOf(request.body.mid);
  if (!isSignedBy(request, merchant.key)) {
    return unanswered(orderId, mid, '2005', 'Checksum provided is invalid');
  }
  const order = orders.find(orderId);
  if (order === undefined || order.mid !== mid) {
    return unanswered(orderId, mid, '334', 'Invalid Order Id.');
  }
  return orderAnswer(order);
}
