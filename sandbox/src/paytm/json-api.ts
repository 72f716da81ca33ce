// The envelope of Paytm's JSON APIs: `{"body": {…}, "head": {"signature"}}` both ways.
import { isRecord } from '../http/request-body.js';
import { signText, verifyText } from './signatures.js';

export interface ResultInfo<Status extends string = string> {
  resultStatus: Status;
  resultCode: string;
  resultMsg: string;
}

export interface PaytmAnswer<Body> {
  head: { responseTimestamp: string; version: 'v1'; signature: string };
  body: Body;
}

export interface SignedRequest {
  body: Record<string, unknown>;
  signature: unknown;
}

/** The body and signature of a request, or null when it is not JSON of that shape. */
export function parseSignedRequest(text: string): SignedRequest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.body)) return null;
  const head = isRecord(parsed.head) ? parsed.head : {};
  return { body: parsed.body, signature: head.signature };
}

/**
 * Checks the signature against `JSON.stringify(body)` of the body as parsed, as Paytm does after
 * deserialising the request. A client that signs `JSON.stringify(body)` and sends
 * `JSON.stringify({body, head})` always matches; one that signs other text for the same body
 * (indented, `3000.00` as a number, other escapes) is refused, as it is by Paytm.
 */
export function isSignedBy(request: SignedRequest, key: string): boolean {
  return verifyText(JSON.stringify(request.body), key, request.signature);
}

/** An answer whose `head.signature` signs `JSON.stringify(body)`. */
export async function signedAnswer<Body>(
  body: Body,
  key: string,
  now: Date,
): Promise<PaytmAnswer<Body>> {
  const signature = await signText(JSON.stringify(body), key);
  return { head: { responseTimestamp: String(now.getTime()), version: 'v1', signature }, body };
}
