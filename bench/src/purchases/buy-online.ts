// One online purchase, made the way an investor's browser and Paytm make it: the investor asks the
// gateway for an order, Paytm (the sandbox) takes the payment and hands back the signed result,
// and the browser form-POSTs it to the gateway's payment return, which has api verify and credit
// it before answering 303 to /payment-status.
import { payAtPaytm } from '@rent/test-kit/sandbox';
import type { Session } from '@rent/test-kit/session';

const CREATE = `mutation ($amount: Decimal!) {
  createOnlineOrder(amount: $amount) { paytmOrderId order { purchaseId totalTokens } }
}`;

interface Created {
  createOnlineOrder: { paytmOrderId: string; order: { purchaseId: string; totalTokens: string } };
}

export interface Purchase {
  purchaseId: string;
  totalTokens: string;
  /** Milliseconds of each step, and of the whole. */
  create: number;
  pay: number;
  credit: number;
  total: number;
}

export async function buyOnline(
  session: Session,
  sandboxUrl: string,
  tokens: number,
): Promise<Purchase> {
  const started = performance.now();
  const created = await session.graphql<Created>(CREATE, { amount: String(tokens * 1000) });
  const order = created.data?.createOnlineOrder;
  if (!order) throw new Error(`createOnlineOrder refused: ${JSON.stringify(created.errors)}`);
  const madeAt = performance.now();
  const fields = await payAtPaytm(sandboxUrl, order.paytmOrderId, 'TXN_SUCCESS');
  const paidAt = performance.now();
  const location = await returnFromPaytm(session.gatewayUrl, fields);
  if (!location.startsWith('/payment-status?status=success')) {
    throw new Error(`${order.order.purchaseId} was not credited: ${location}`);
  }
  const creditedAt = performance.now();
  return {
    purchaseId: order.order.purchaseId,
    totalTokens: order.order.totalTokens,
    create: madeAt - started,
    pay: paidAt - madeAt,
    credit: creditedAt - paidAt,
    total: creditedAt - started,
  };
}

/** The browser's cross-site form POST to the payment return: no cookies, no CSRF header. */
async function returnFromPaytm(gatewayUrl: string, fields: Record<string, string>) {
  const response = await fetch(`${gatewayUrl}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`payment return answered ${response.status}`);
  return response.headers.get('location') ?? '';
}
