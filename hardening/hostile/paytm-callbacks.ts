// Paytm's return, as an attacker would send it: the fields the sandbox's Paytm signs for a payment,
// changed, re-signed with a key, and posted to the gateway's payment return (a cross-site form POST
// without cookies) or straight to api's verification.
import { signFields } from '@rent/sandbox/paytm-signatures';
import { send, type HttpAnswer } from './graphql-requests.js';

export type CallbackFields = Record<string, string>;
export type TxnStatus = 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING';

/** Pays `paytmOrderId` at the sandbox's Paytm and returns the signed fields it would post back. */
export async function paidCallback(
  sandboxUrl: string,
  paytmOrderId: string,
  status: TxnStatus,
): Promise<CallbackFields> {
  const answer = await send(`${sandboxUrl}/__control/paytm/orders/${paytmOrderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (answer.status !== 200) throw new Error(`the sandbox did not pay: ${answer.text}`);
  return answer.body as CallbackFields;
}

/** `fields` with `changes`, and a checksum made with `key` over the result. */
export async function resigned(
  fields: CallbackFields,
  changes: CallbackFields,
  key: string,
): Promise<CallbackFields> {
  const { CHECKSUMHASH: _old, ...rest } = { ...fields, ...changes };
  return { ...rest, CHECKSUMHASH: await signFields(rest, key) };
}

/** The browser's form POST to the payment return: where it was sent next. */
export async function postToReturn(
  gatewayUrl: string,
  form: string | CallbackFields,
  contentType = 'application/x-www-form-urlencoded',
): Promise<{ status: number; location: string }> {
  const answer = await send(`${gatewayUrl}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
  });
  return { status: answer.status, location: answer.headers.get('location') ?? '' };
}

/** The same fields posted straight to api's verification, as the gateway passes them on. */
export function postToVerification(apiUrl: string, fields: CallbackFields): Promise<HttpAnswer> {
  return send(`${apiUrl}/api/v1/order/verify-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
}
