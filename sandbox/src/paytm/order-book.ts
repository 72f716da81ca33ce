import { HttpError } from '../http/replies.js';
import {
  newBankTxnId,
  newTxnId,
  txnDate,
  type PaytmOrderStatus,
  type TxnStatus,
} from './transactions.js';

/** An order as initiate-transaction created it, and what became of its payment. */
export interface PaytmOrder {
  orderId: string;
  mid: string;
  custId: string;
  /** Rupees with two decimals, e.g. `3000.00`. */
  amount: string;
  currency: 'INR';
  callbackUrl: string;
  txnToken: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: 15 minutes after creation the payment page no longer opens. */
  tokenExpiresAt: string;
  status: PaytmOrderStatus;
  /** Set by the first payment attempt. */
  txnId: string | null;
  /** The bank's reference; empty unless the payment succeeded. */
  bankTxnId: string | null;
  /** `yyyy-MM-dd HH:mm:ss.S` (IST) of the payment attempt. */
  txnDate: string | null;
  /** True when a pending or unfinished payment was settled afterwards through the control API. */
  settledLater: boolean;
}

/** An order after a payment attempt: it has a transaction and a status Paytm reports. */
export type AttemptedOrder = PaytmOrder & {
  status: TxnStatus;
  txnId: string;
  bankTxnId: string;
  txnDate: string;
};

export type NewPaytmOrder = Omit<
  PaytmOrder,
  'status' | 'txnId' | 'bankTxnId' | 'txnDate' | 'settledLater'
>;

export interface OrderBook {
  /** Adds an order unless its id is taken; false when it is. */
  add(order: NewPaytmOrder): boolean;
  find(orderId: string): PaytmOrder | undefined;
  /** Oldest first. */
  list(): PaytmOrder[];
  /** Records the outcome of the one payment attempt an order gets. */
  pay(orderId: string, status: TxnStatus, at: Date): AttemptedOrder;
  /** Gives a pending or unpaid order its final status, as a bank confirming later does. */
  settle(orderId: string, status: Exclude<TxnStatus, 'PENDING'>, at: Date): AttemptedOrder;
  clear(): void;
}

function attempt(order: PaytmOrder, status: TxnStatus, at: Date): AttemptedOrder {
  return {
    ...order,
    status,
    txnId: order.txnId ?? newTxnId(at),
    bankTxnId: status === 'TXN_SUCCESS' ? newBankTxnId() : '',
    txnDate: order.txnDate ?? txnDate(at),
  };
}

/** Orders kept in memory by id; reads hand out copies. */
export function createOrderBook(): OrderBook {
  const orders = new Map<string, PaytmOrder>();

  const existing = (orderId: string): PaytmOrder => {
    const order = orders.get(orderId);
    if (order === undefined) throw new HttpError(404, `There is no order ${orderId}.`);
    return order;
  };
  const store = (order: AttemptedOrder): AttemptedOrder => {
    orders.set(order.orderId, order);
    return { ...order };
  };

  return {
    add: (order) => {
      if (orders.has(order.orderId)) return false;
      orders.set(order.orderId, {
        ...order,
        status: 'INITIATED',
        txnId: null,
        bankTxnId: null,
        txnDate: null,
        settledLater: false,
      });
      return true;
    },
    find: (orderId) => {
      const order = orders.get(orderId);
      return order === undefined ? undefined : { ...order };
    },
    list: () => [...orders.values()].map((order) => ({ ...order })),
    pay: (orderId, status, at) => {
      const order = existing(orderId);
      if (order.status !== 'INITIATED') {
        throw new HttpError(409, `Order ${orderId} was already paid: ${order.status}.`);
      }
      return store(attempt(order, status, at));
    },
    settle: (orderId, status, at) => {
      const order = existing(orderId);
      if (order.status !== 'INITIATED' && order.status !== 'PENDING') {
        throw new HttpError(409, `Order ${orderId} is already final: ${order.status}.`);
      }
      return store({ ...attempt(order, status, at), settledLater: true });
    },
    clear: () => orders.clear(),
  };
}
