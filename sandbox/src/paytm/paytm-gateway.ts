// The state of the Paytm stand-in, and what its pages, APIs and switches do with it.
import { callbackFields, type PaytmCallbackFields } from './callback-fields.js';
import type { PaytmMerchant } from './merchant.js';
import {
  createOrderBook,
  type AttemptedOrder,
  type OrderBook,
  type PaytmOrder,
} from './order-book.js';
import {
  changedSwitches,
  defaultPaytmSwitches,
  parsePaytmSwitchChange,
  type PaytmStatus,
  type PaytmSwitchChange,
  type PaytmSwitches,
} from './paytm-switches.js';
import type { TxnStatus } from './transactions.js';

export type FinalTxnStatus = Exclude<TxnStatus, 'PENDING'>;

/** What tests control, over HTTP at `/__control/paytm…` or in-process. */
export interface PaytmControl {
  set(change: PaytmSwitchChange): PaytmStatus;
  status(): PaytmStatus;
  /** Oldest first. */
  orders(): PaytmOrder[];
  /** Completes a payment without the page: records it and returns the callback the page would post. */
  pay(orderId: string, status: TxnStatus): Promise<PaytmCallbackFields>;
  /** Gives a pending (or never paid) order its final status, as a bank confirming later does. */
  settle(orderId: string, status: FinalTxnStatus): PaytmOrder;
}

export interface PaytmGateway extends PaytmControl {
  merchant: PaytmMerchant;
  orderBook: OrderBook;
  now(): Date;
  switches(): PaytmSwitches;
  /** Records a payment attempt made on the page. */
  completePayment(
    orderId: string,
    status: TxnStatus,
  ): Promise<{
    order: AttemptedOrder;
    fields: PaytmCallbackFields;
  }>;
  countRequest(api: 'initiate' | 'status'): void;
  reset(): void;
}

export interface PaytmGatewayOptions {
  merchant: PaytmMerchant;
  /** The clock of token expiry and transaction dates; tests move it. */
  now?: () => Date;
}

export function createPaytmGateway({
  merchant,
  now = () => new Date(),
}: PaytmGatewayOptions): PaytmGateway {
  const orderBook = createOrderBook();
  let switches: PaytmSwitches = { ...defaultPaytmSwitches };
  let requests = { initiate: 0, status: 0 };

  const status = (): PaytmStatus => ({
    ...switches,
    mid: merchant.mid,
    website: merchant.website,
    orders: orderBook.list().length,
    initiateRequests: requests.initiate,
    statusRequests: requests.status,
  });
  const completePayment = async (orderId: string, txnStatus: TxnStatus) => {
    const order = orderBook.pay(orderId, txnStatus, now());
    return { order, fields: await callbackFields(order, merchant.key) };
  };

  return {
    merchant,
    orderBook,
    now,
    switches: () => ({ ...switches }),
    status,
    set: (change) => {
      switches = changedSwitches(switches, parsePaytmSwitchChange(change));
      return status();
    },
    orders: () => orderBook.list(),
    completePayment,
    pay: async (orderId, txnStatus) => (await completePayment(orderId, txnStatus)).fields,
    settle: (orderId, txnStatus) => orderBook.settle(orderId, txnStatus, now()),
    countRequest: (api) => {
      requests = { ...requests, [api]: requests[api] + 1 };
    },
    reset: () => {
      switches = { ...defaultPaytmSwitches };
      requests = { initiate: 0, status: 0 };
      orderBook.clear();
    },
  };
}
