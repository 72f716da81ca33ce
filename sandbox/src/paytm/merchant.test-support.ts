// What the tests play: a merchant calling the Paytm stand-in, signing with the official library.
import { createRequire } from 'node:module';
import type { Sandbox } from '../index.js';

interface PaytmChecksumLibrary {
  generateSignature(params: Record<string, string> | string, key: string): Promise<string>;
  verifySignature(params: Record<string, string> | string, key: string, checksum: string): boolean;
}

export const PaytmChecksum = createRequire(import.meta.url)(
  'paytmchecksum',
) as PaytmChecksumLibrary;

/** Another merchant's key: 16 bytes, as a key must be, but not the sandbox's. */
export const otherKey = 'notTheSandboxKey';

let orders = 0;

/** A fresh order id, as the product makes one for every attempt. */
export function freshOrderId(): string {
  orders += 1;
  return `RENT-${Date.now()}-${orders}`;
}

export interface InitiateBody {
  requestType: string;
  mid: string;
  websiteName: string;
  orderId: string;
  callbackUrl: string;
  txnAmount: { value: unknown; currency: string };
  userInfo: { custId: string };
}

export function initiateBody(sandbox: Sandbox, changes: Partial<InitiateBody> = {}): InitiateBody {
  return {
    requestType: 'Payment',
    mid: sandbox.paytm.merchant.mid,
    websiteName: sandbox.paytm.merchant.website,
    orderId: freshOrderId(),
    callbackUrl: 'http://localhost:4000/payment/callback',
    txnAmount: { value: '3000.00', currency: 'INR' },
    userInfo: { custId: 'CUST_42' },
    ...changes,
  };
}

export interface InitiateAnswer {
  head: { responseTimestamp: string; version: string; signature: string };
  body: {
    resultInfo: { resultStatus: string; resultCode: string; resultMsg: string };
    txnToken?: string;
    isPromoCodeValid?: boolean;
    authenticated?: boolean;
  };
}

export interface SendOptions {
  /** What to sign instead of `JSON.stringify(body)`. */
  signedText?: string;
  key?: string;
  query?: { mid?: string; orderId?: string };
}

export async function initiate(
  sandbox: Sandbox,
  body: InitiateBody,
  {
    signedText = JSON.stringify(body),
    key = sandbox.paytm.merchant.key,
    query = {},
  }: SendOptions = {},
): Promise<InitiateAnswer> {
  const signature = await PaytmChecksum.generateSignature(signedText, key);
  const search = new URLSearchParams({ mid: body.mid, orderId: body.orderId, ...query });
  const response = await fetch(`${sandbox.url}/theia/api/v1/initiateTransaction?${search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ body, head: { signature } }),
  });
  if (response.status !== 200) throw new Error(`initiateTransaction answered ${response.status}`);
  return (await response.json()) as InitiateAnswer;
}

export interface StartedPayment {
  orderId: string;
  txnToken: string;
  body: InitiateBody;
}

/** Initiates an order that the sandbox accepts. */
export async function startPayment(
  sandbox: Sandbox,
  changes: Partial<InitiateBody> = {},
): Promise<StartedPayment> {
  const body = initiateBody(sandbox, changes);
  const answer = await initiate(sandbox, body);
  if (answer.body.txnToken === undefined) {
    throw new Error(`The order was refused: ${JSON.stringify(answer.body.resultInfo)}`);
  }
  return { orderId: body.orderId, txnToken: answer.body.txnToken, body };
}

/** What the product's page does: form-POST mid, orderId and txnToken to the payment page. */
export function openPaymentPage(
  sandbox: Sandbox,
  form: { mid: string; orderId: string; txnToken: string },
): Promise<Response> {
  const search = new URLSearchParams({ mid: form.mid, orderId: form.orderId });
  return fetch(`${sandbox.url}/theia/api/v1/showPaymentPage?${search}`, {
    method: 'POST',
    body: new URLSearchParams(form),
  });
}

/** Presses one of the payment page's buttons. */
export function pressButton(
  sandbox: Sandbox,
  payment: StartedPayment,
  outcome: string,
): Promise<Response> {
  return fetch(`${sandbox.url}/theia/processTransaction?orderid=${payment.orderId}`, {
    method: 'POST',
    body: new URLSearchParams({
      mid: payment.body.mid,
      orderId: payment.orderId,
      txnToken: payment.txnToken,
      outcome,
    }),
  });
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

export interface PostedForm {
  action: string;
  fields: Record<string, string>;
}

/** The form a page posts: its action and its hidden fields, as a browser would send them. */
export function formOf(html: string, id: string): PostedForm {
  const form = new RegExp(
    `<form id="${id}" method="post" action="([^"]*)">([\\s\\S]*?)</form>`,
  ).exec(html);
  if (form === null) throw new Error(`No form ${id} in the page.`);
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of (form[2] ?? '').matchAll(
    /<input type="hidden" name="([^"]*)" value="([^"]*)">/g,
  )) {
    fields[unescapeHtml(name)] = unescapeHtml(value);
  }
  return { action: unescapeHtml(form[1] ?? ''), fields };
}

export interface StatusAnswer {
  head: { responseTimestamp: string; version: string; signature: string };
  body: {
    resultInfo: { resultStatus: string; resultCode: string; resultMsg: string };
    txnId: string;
    bankTxnId: string;
    orderId: string;
    txnAmount: string;
    txnType: string;
    gatewayName: string;
    bankName: string;
    mid: string;
    paymentMode: string;
    txnDate: string;
  };
}

export async function orderStatusCall(
  sandbox: Sandbox,
  orderId: string,
  key = sandbox.paytm.merchant.key,
): Promise<Response> {
  const body = { mid: sandbox.paytm.merchant.mid, orderId };
  const signature = await PaytmChecksum.generateSignature(JSON.stringify(body), key);
  return fetch(`${sandbox.url}/v3/order/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ body, head: { signature } }),
  });
}

export async function orderStatus(sandbox: Sandbox, orderId: string): Promise<StatusAnswer> {
  const response = await orderStatusCall(sandbox, orderId);
  if (response.status !== 200) throw new Error(`order status answered ${response.status}`);
  return (await response.json()) as StatusAnswer;
}

export function control(sandbox: Sandbox, path: string, body: unknown): Promise<Response> {
  return fetch(`${sandbox.url}/__control/paytm${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
