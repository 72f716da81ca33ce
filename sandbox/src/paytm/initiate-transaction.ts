// Paytm's initiate-transaction API: checks a merchant's order and hands out a payment token.
import { randomBytes } from 'node:crypto';
import { isRecord } from '../http/request-body.js';
import { isSignedBy, parseSignedRequest, type ResultInfo } from './json-api.js';
import type { PaytmMerchant } from './merchant.js';
import type { NewPaytmOrder, OrderBook } from './order-book.js';

export interface InitiateAnswerBody {
  resultInfo: ResultInfo<'S' | 'F'>;
  txnToken?: string;
  isPromoCodeValid?: boolean;
  authenticated?: boolean;
}

export interface InitiateContext {
  merchant: PaytmMerchant;
  orders: OrderBook;
  now: Date;
}

export const txnTokenLifetimeMs = 15 * 60 * 1000;

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

const invalidChecksum = () => new Refusal('2005', 'Checksum provided is invalid');
const midMismatch = () =>
  new Refusal('2013', "Mid in the query param doesn't match with the Mid send in the request");
const orderIdMismatch = () =>
  new Refusal(
    '2014',
    "OrderId in the query param doesn't match with the OrderId send in the request",
  );
const duplicateOrderId = () => new Refusal('325', 'Duplicate Order Id');

// Paytm says no more than "System Error"; the reason helps whoever reads the answer here.
function systemError(reason: string): Refusal {
  return new Refusal('501', `System Error: ${reason}`);
}

const orderIdPattern = /^[A-Za-z0-9@\-_.]{1,50}$/;
const amountPattern = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

function text(value: unknown, name: string, maxLength = 256): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > maxLength) {
    throw systemError(`${name} must be a non-empty string of at most ${maxLength} characters.`);
  }
  return value;
}

/** `"3000"`, `"3000.5"` or `"3000.50"` → `"3000.50"`, refusing anything that is not a positive amount. */
function rupees(txnAmount: unknown): string {
  if (!isRecord(txnAmount)) throw systemError('txnAmount must be {"value", "currency"}.');
  if (txnAmount.currency !== 'INR') throw systemError('txnAmount.currency must be INR.');
  const match = typeof txnAmount.value === 'string' ? amountPattern.exec(txnAmount.value) : null;
  const whole = match?.[1];
  if (match === null || whole === undefined) {
    throw systemError('txnAmount.value must be a string such as "3000.00".');
  }
  const amount = `${BigInt(whole)}.${(match[2] ?? '').padEnd(2, '0')}`;
  if (amount === '0.00') throw systemError('txnAmount.value must be more than zero.');
  return amount;
}

function callbackUrl(value: unknown): string {
  const candidate = text(value, 'callbackUrl', 2048);
  const protocol = URL.canParse(candidate) ? new URL(candidate).protocol : null;
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw systemError('callbackUrl must be an http(s) URL.');
  }
  return candidate;
}

function orderFrom(
  body: Record<string, unknown>,
  { merchant, now }: InitiateContext,
): NewPaytmOrder {
  if (body.mid !== merchant.mid) {
    throw systemError(`mid ${String(body.mid)} is not a merchant here.`);
  }
  if (body.requestType !== 'Payment') throw systemError('requestType must be Payment.');
  if (body.websiteName !== merchant.website) {
    throw systemError(`websiteName must be ${merchant.website}.`);
  }
  if (typeof body.orderId !== 'string' || !orderIdPattern.test(body.orderId)) {
    throw systemError('orderId must be 1 to 50 letters, digits or @ - _ .');
  }
  const userInfo = isRecord(body.userInfo) ? body.userInfo : {};
  return {
    orderId: body.orderId,
    mid: merchant.mid,
    custId: text(userInfo.custId, 'userInfo.custId', 64),
    amount: rupees(body.txnAmount),
    currency: 'INR',
    callbackUrl: callbackUrl(body.callbackUrl),
    txnToken: randomBytes(20).toString('hex'),
    createdAt: now.toISOString(),
    tokenExpiresAt: new Date(now.getTime() + txnTokenLifetimeMs).toISOString(),
  };
}

function createOrder(
  requestText: string,
  query: URLSearchParams,
  context: InitiateContext,
): NewPaytmOrder {
  const request = parseSignedRequest(requestText);
  if (request === null) throw systemError('the request must be JSON {"body": {…}, "head": {…}}.');
  if (query.get('mid') !== request.body.mid) throw midMismatch();
  if (query.get('orderId') !== request.body.orderId) throw orderIdMismatch();
  if (!isSignedBy(request, context.merchant.key)) throw invalidChecksum();
  const order = orderFrom(request.body, context);
  if (!context.orders.add(order)) throw duplicateOrderId();
  return order;
}

/** Creates the order, or says why not, in the answer's body; the order id is taken at once. */
export function initiateTransaction(
  requestText: string,
  query: URLSearchParams,
  context: InitiateContext,
): InitiateAnswerBody {
  try {
    const order = createOrder(requestText, query, context);
    return {
      resultInfo: { resultStatus: 'S', resultCode: '0000', resultMsg: 'Success' },
      txnToken: order.txnToken,
      isPromoCodeValid: false,
      authenticated: false,
    };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { resultInfo: { resultStatus: 'F', resultCode: error.code, resultMsg: error.message } };
  }
}
