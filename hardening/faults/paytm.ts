// Online purchases as an investor makes them, through the gateway and the sandbox's Paytm: the
// order is created, paid on Paytm's side (the test kit's `payAtPaytm`, the sandbox's shortcut for
// the payment page), and the browser comes back to the gateway's payment return with the fields
// Paytm signed.
import type { GraphqlError, Session } from '@rent/test-kit/session';

export interface OnlineOrder {
  purchaseId: string;
  paytmOrderId: string;
}

const CREATE_ONLINE_ORDER = `mutation ($amount: Decimal!) {
  createOnlineOrder(amount: $amount) { paytmOrderId order { purchaseId } }
}`;

/** Creates an online order of `amount` rupees, or returns the gateway's errors. */
export async function createOnlineOrder(
  session: Session,
  amount: string,
): Promise<{ order: OnlineOrder } | { errors: GraphqlError[] }> {
  const answer = await session.graphql<{
    createOnlineOrder: { paytmOrderId: string; order: { purchaseId: string } };
  }>(CREATE_ONLINE_ORDER, { amount });
  const created = answer.data?.createOnlineOrder;
  if (answer.errors || !created) return { errors: answer.errors ?? [] };
  return {
    order: { purchaseId: created.order.purchaseId, paytmOrderId: created.paytmOrderId },
  };
}

/** The payment status screen the browser is sent to: success, failure or pending. */
export type ReturnOutcome = 'success' | 'failure' | 'pending';

/** The browser's cross-site form POST to the payment return, and where it is redirected. */
export async function returnFromPaytm(
  gatewayUrl: string,
  fields: Record<string, string>,
): Promise<ReturnOutcome> {
  const response = await fetch(`${gatewayUrl}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const location = response.headers.get('location') ?? '';
  const status = new URL(location, gatewayUrl).searchParams.get('status');
  if (response.status !== 303 || !isReturnOutcome(status)) {
    throw new Error(`unexpected payment return: ${response.status} ${location}`);
  }
  return status;
}

function isReturnOutcome(value: string | null): value is ReturnOutcome {
  return value === 'success' || value === 'failure' || value === 'pending';
}
