// `POST /payment/callback`: where Paytm sends the investor back, a cross-site form POST without the
// session cookie. The form goes to api untouched (api alone decides what it proves) and the browser
// is redirected to the payment status screen on this origin. The redirect is a 303 so the browser
// follows it with a GET, and it stays on our origin: the payment page's own CSP `form-action` also
// governs where its form's redirects may lead.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApiClient, type ApiCall, type OperationData } from '../api-client/index.js';
import type { GatewayConfig } from '../config.js';

type PaymentOutcome = OperationData<'verifyPayment'>;

// Paytm's callback has about 15 short fields; anything far larger is not a callback.
const MAX_FORM_BYTES = 16 * 1024;

export function paymentStatusLocation(outcome: PaymentOutcome | null): string {
  if (!outcome) return '/payment-status?status=failure&currency=INR';
  const query = new URLSearchParams({
    status: outcome.status,
    orderId: outcome.purchaseId,
    amount: outcome.amount,
    tokens: outcome.tokens,
    currency: outcome.currency,
  });
  return `/payment-status?${query.toString()}`;
}

/** The investor's browser could not be told the outcome yet: the order is settled later. */
const UNKNOWN_OUTCOME_LOCATION = '/payment-status?status=pending&currency=INR';

/** What the call to api carries and reports, as for every call the gateway makes. */
export interface CallbackRelay {
  upstreamHeaders: Readonly<Record<string, string>>;
  onCall: (call: ApiCall) => void;
}

export async function handlePaymentCallback(
  req: IncomingMessage,
  res: ServerResponse,
  config: GatewayConfig,
  relay: CallbackRelay,
): Promise<void> {
  if (req.method !== 'POST') {
    // Nothing to verify: someone opened the address. Send them to the purchase screen.
    return redirect(res, '/buy-token');
  }
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/x-www-form-urlencoded') {
    return redirect(res, paymentStatusLocation(null));
  }
  const form = await readForm(req);
  if (!form) return redirect(res, paymentStatusLocation(null), true);

  const api = createApiClient({
    baseUrl: config.apiUrl,
    timeoutMs: config.apiTimeoutMs,
    // The client's address travels in upstreamHeaders (request-tracking.ts).
    forwardHeaders: relay.upstreamHeaders,
    onCall: relay.onCall,
  });
  try {
    const { data } = await api.verifyPayment({ body: form });
    return redirect(res, paymentStatusLocation(data));
  } catch (error) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    // api refused the form (forged, tampered, unknown order): a failure for this browser.
    if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') {
      return redirect(res, paymentStatusLocation(null));
    }
    // api is unreachable or failed: the payment may well have succeeded; the worker will settle it.
    return redirect(res, UNKNOWN_OUTCOME_LOCATION);
  }
}

function redirect(res: ServerResponse, location: string, closeConnection = false) {
  res.writeHead(303, {
    location,
    'cache-control': 'no-store',
    'content-length': '0',
    ...(closeConnection && { connection: 'close' }),
  });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<Record<string, string> | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_FORM_BYTES) {
    req.resume();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) {
      req.resume();
      return null;
    }
    chunks.push(chunk);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    // A repeated field is ambiguous; the first one is what Paytm signed in its order of fields.
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
