// One investor buying online, as their browser does it: the order through the gateway, the payment
// on the sandbox's Paytm page (its test control pays without the page and hands back the signed
// form), and the cross-site form POST of Paytm's return to the gateway. Every answer is recorded.
import type { GraphqlError, Session } from '@rent/test-kit/session';
import { PRICE_RUPEES } from './plan.js';
import type { TrafficLog } from './traffic.js';

const CREATE_ONLINE_ORDER = `mutation ($amount: Decimal!) {
  createOnlineOrder(amount: $amount) { paytmOrderId order { purchaseId totalTokens } }
}`;

export type OrderAnswer =
  | { accepted: true; paytmOrderId: string; purchaseId: string; totalTokens: string }
  | { accepted: false; error: GraphqlError };

interface CreatedOrder {
  createOnlineOrder: { paytmOrderId: string; order: { purchaseId: string; totalTokens: string } };
}

export async function createOnlineOrder(
  session: Session,
  baseTokens: bigint,
  traffic: TrafficLog,
): Promise<OrderAnswer> {
  const answer = await session.graphql<CreatedOrder>(CREATE_ONLINE_ORDER, {
    amount: String(baseTokens * PRICE_RUPEES),
  });
  traffic.recordGraphql('createOnlineOrder', answer);
  const [error] = answer.errors ?? [];
  if (error) return { accepted: false, error };
  const created = answer.data?.createOnlineOrder;
  if (!created) throw new Error('createOnlineOrder answered neither data nor errors');
  return {
    accepted: true,
    paytmOrderId: created.paytmOrderId,
    purchaseId: created.order.purchaseId,
    totalTokens: created.order.totalTokens,
  };
}

export const SOLD_OUT = 'The pre-sale is sold out.';
const TOKENS_LEFT =
  /^Only (\d+(?:\.\d+)?) RENT left in the pre-sale \(bonus included\): (?:you can still buy \d+ whole tokens?|not enough for one whole token with its bonus)\.$/;

/** The tokens an "Only N RENT left" refusal says are left, or null for any other message. */
export function tokensLeftIn(message: string): string | null {
  return TOKENS_LEFT.exec(message)?.[1] ?? null;
}

export type PaytmCallbackForm = Record<string, string>;

/** Pays (or has the bank decline) on Paytm and returns the signed form its page would post. */
export async function payOnPaytm(
  sandboxUrl: string,
  paytmOrderId: string,
  status: 'TXN_SUCCESS' | 'TXN_FAILURE',
  traffic: TrafficLog,
): Promise<PaytmCallbackForm> {
  const response = await fetch(`${sandboxUrl}/__control/paytm/orders/${paytmOrderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
    signal: AbortSignal.timeout(30_000),
  });
  traffic.record({ request: 'POST sandbox pay', status: response.status });
  if (response.status !== 200) {
    throw new Error(`the sandbox did not pay ${paytmOrderId}: ${response.status}`);
  }
  return (await response.json()) as PaytmCallbackForm;
}

/** Where the payment status screen was told the order stands, read from the gateway's redirect. */
export interface PaymentReturn {
  status: string | null;
  purchaseId: string | null;
}

// The gateway's answer when api could not be asked (down, or failed with a 5xx): the payment's
// fate is left to the worker. Under load with api running, it means api failed.
const API_DID_NOT_ANSWER = '/payment-status?status=pending&currency=INR';

/** The browser's form POST of Paytm's return: no cookies, no CSRF header, redirect not followed. */
export async function returnFromPaytm(
  gatewayUrl: string,
  form: PaytmCallbackForm,
  traffic: TrafficLog,
): Promise<PaymentReturn> {
  const response = await fetch(`${gatewayUrl}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const location = response.headers.get('location') ?? '';
  traffic.record({
    request: 'POST /payment/callback',
    status: response.status,
    ...(location === API_DID_NOT_ANSWER && { hiddenFailure: `redirected to ${location}` }),
  });
  const query = new URLSearchParams(location.split('?')[1] ?? '');
  return { status: query.get('status'), purchaseId: query.get('orderId') };
}

interface Holdings {
  me: { tokenBalance: string };
}

/** The balance the investor's dashboard shows. */
export async function readTokenBalance(session: Session, traffic: TrafficLog): Promise<string> {
  const answer = await session.graphql<Holdings>('{ me { tokenBalance } }');
  traffic.recordGraphql('me', answer);
  const balance = answer.data?.me.tokenBalance;
  if (balance === undefined) throw new Error(`no balance: ${JSON.stringify(answer.errors)}`);
  return balance;
}

/** Tokens sold as the public sales progress shows them. */
export async function readTotalSold(session: Session, traffic: TrafficLog): Promise<string> {
  const answer = await session.graphql<{ rentSupply: { totalSold: string } }>(
    '{ rentSupply { totalSold } }',
  );
  traffic.recordGraphql('rentSupply', answer);
  const totalSold = answer.data?.rentSupply.totalSold;
  if (totalSold === undefined) throw new Error(`no total sold: ${JSON.stringify(answer.errors)}`);
  return totalSold;
}
