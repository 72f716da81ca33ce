// Paytm's server-to-server APIs as THIRD_PARTIES.md describes them: initiate transaction and
// transaction status, both signed with the merchant key, both answers' signatures checked. Any
// answer that cannot be trusted (network failure, timeout, bad signature, an answer about another
// order) is `PaytmUnavailableError`: the caller treats the payment as unknown, never as failed.
import type { PaytmConfig } from '../../../config.js';
import { signText, verifyFields, verifyText } from './paytm-checksum.js';

export class PaytmUnavailableError extends Error {
  constructor(reason: string) {
    super(`Paytm could not be asked: ${reason}`);
    this.name = 'PaytmUnavailableError';
  }
}

/** Paytm answered and refused to start the transaction. */
export class PaytmRefusedError extends Error {
  constructor(
    readonly resultCode: string,
    readonly resultMsg: string,
  ) {
    super(`Paytm refused the transaction: ${resultCode} ${resultMsg}`);
    this.name = 'PaytmRefusedError';
  }
}

export interface InitiateRequest {
  orderId: string;
  /** Rupees with two decimals, e.g. "3000.00". */
  amount: string;
  customerId: string;
  callbackUrl: string;
}

export type PaytmTxnStatus = 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING' | 'NO_RECORD_FOUND';

export interface PaytmOrderStatus {
  status: PaytmTxnStatus;
  resultCode: string;
  resultMsg: string;
  orderId: string;
  mid: string;
  txnId: string;
  /** Rupees as Paytm prints them, e.g. "3000.00"; empty when there was no transaction. */
  txnAmount: string;
}

export interface PaytmClient {
  readonly mid: string;
  initiateTransaction(request: InitiateRequest): Promise<{ txnToken: string }>;
  orderStatus(orderId: string): Promise<PaytmOrderStatus>;
  /** Where the browser form-POSTs mid, orderId and txnToken. */
  paymentPageUrl(orderId: string): string;
  /** Whether a callback form is signed by this merchant's key. */
  verifyCallback(fields: Readonly<Record<string, string>>): boolean;
}

// Result codes of a status request that say nothing about the order: the request itself was
// refused (bad checksum, malformed, system error).
const REQUEST_FAILURE_CODES = new Set(['2005', '501', '2013', '2014']);
// "Invalid Order Id.": Paytm has no transaction for the order.
const UNKNOWN_ORDER_CODE = '334';

export function createPaytmClient(
  config: PaytmConfig,
  fetchImpl: typeof fetch = globalThis.fetch,
): PaytmClient {
  const query = (orderId: string) =>
    `mid=${encodeURIComponent(config.mid)}&orderId=${encodeURIComponent(orderId)}`;

  async function post(url: string, body: Record<string, unknown>): Promise<SignedAnswer> {
    const bodyText = JSON.stringify(body);
    const signature = await signText(bodyText, config.merchantKey);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"body":${bodyText},"head":${JSON.stringify({ signature })}}`,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new PaytmUnavailableError(error instanceof Error ? error.message : String(error));
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new PaytmUnavailableError(`HTTP ${response.status}`);
    return parseSignedAnswer(text, config.merchantKey);
  }

  return {
    mid: config.mid,

    async initiateTransaction(request) {
      const answer = await post(
        `${config.host}/theia/api/v1/initiateTransaction?${query(request.orderId)}`,
        {
          requestType: 'Payment',
          mid: config.mid,
          websiteName: config.website,
          orderId: request.orderId,
          callbackUrl: request.callbackUrl,
          txnAmount: { value: request.amount, currency: 'INR' },
          userInfo: { custId: request.customerId },
        },
      );
      const result = resultInfo(answer.body);
      const txnToken = answer.body.txnToken;
      if (result.resultStatus === 'S' && typeof txnToken === 'string' && txnToken.length > 0) {
        return { txnToken };
      }
      throw new PaytmRefusedError(result.resultCode, result.resultMsg);
    },

    async orderStatus(orderId) {
      const answer = await post(`${config.host}/v3/order/status`, { mid: config.mid, orderId });
      const result = resultInfo(answer.body);
      if (REQUEST_FAILURE_CODES.has(result.resultCode)) {
        throw new PaytmUnavailableError(`status request refused (${result.resultCode})`);
      }
      const answeredOrder = text(answer.body.orderId);
      if (answeredOrder !== orderId) {
        throw new PaytmUnavailableError('the status answer is about another order');
      }
      const status =
        result.resultCode === UNKNOWN_ORDER_CODE
          ? 'NO_RECORD_FOUND'
          : txnStatus(result.resultStatus);
      return {
        status,
        resultCode: result.resultCode,
        resultMsg: result.resultMsg,
        orderId: answeredOrder,
        mid: text(answer.body.mid),
        txnId: text(answer.body.txnId),
        txnAmount: text(answer.body.txnAmount),
      };
    },

    paymentPageUrl: (orderId) => `${config.host}/theia/api/v1/showPaymentPage?${query(orderId)}`,

    verifyCallback: (fields) => verifyFields(fields, config.merchantKey),
  };
}

interface SignedAnswer {
  body: Record<string, unknown>;
}

// An answer counts only when `head.signature` signs `JSON.stringify(body)` with our key: anyone
// between us and Paytm could otherwise invent a successful payment.
function parseSignedAnswer(textAnswer: string, key: string): SignedAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(textAnswer);
  } catch {
    throw new PaytmUnavailableError('the answer is not JSON');
  }
  if (!isRecord(parsed) || !isRecord(parsed.body) || !isRecord(parsed.head)) {
    throw new PaytmUnavailableError('the answer has no body and head');
  }
  if (!verifyText(JSON.stringify(parsed.body), key, parsed.head.signature)) {
    throw new PaytmUnavailableError('the answer is not signed by the merchant key');
  }
  return { body: parsed.body };
}

function resultInfo(body: Record<string, unknown>) {
  const info = isRecord(body.resultInfo) ? body.resultInfo : {};
  return {
    resultStatus: text(info.resultStatus),
    resultCode: text(info.resultCode),
    resultMsg: text(info.resultMsg),
  };
}

function txnStatus(value: string): PaytmTxnStatus {
  if (value === 'TXN_SUCCESS' || value === 'TXN_FAILURE' || value === 'PENDING') return value;
  if (value === 'NO_RECORD_FOUND') return value;
  throw new PaytmUnavailableError(`unknown transaction status "${value}"`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
