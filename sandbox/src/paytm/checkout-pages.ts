// The pages an investor's browser sees at Paytm: the payment page, the way back, and errors.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../http/html.js';
import { send } from '../http/replies.js';
import type { PaytmCallbackFields } from './callback-fields.js';
import type { PaytmOrder } from './order-book.js';
import type { TxnStatus } from './transactions.js';

const styles = `
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
    font: 16px/1.5 system-ui, sans-serif; color: #102a43; background: #eef4fb; }
  main { width: 100%; max-width: 26rem; background: #fff; border-radius: 12px; padding: 1.5rem;
    box-shadow: 0 8px 24px rgba(16, 42, 67, .12); }
  .brand { margin: 0 0 1rem; font-weight: 700; color: #00baf2; letter-spacing: .02em; }
  .brand span { color: #002e6e; }
  .note { margin: 0 0 1.25rem; padding: .5rem .75rem; border-radius: 6px; font-size: .875rem;
    background: #fff8e1; border: 1px solid #f0c36d; color: #5c4400; }
  h1 { margin: 0 0 1rem; font-size: 1.25rem; }
  dl { margin: 0 0 1.5rem; }
  dl div { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 1rem; padding: .25rem 0; }
  dt { color: #52667a; }
  dd { margin: 0 0 0 auto; text-align: right; overflow-wrap: anywhere; }
  dd small { display: block; color: #52667a; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  fieldset { border: 0; padding: 0; margin: 0; }
  legend { padding: 0; margin-bottom: .75rem; font-weight: 600; }
  .actions { display: grid; grid-template-columns: 2fr 1fr; gap: .75rem; }
  button { font: inherit; font-weight: 600; border-radius: 8px; padding: .75rem 1rem; cursor: pointer;
    border: 2px solid transparent; }
  button:focus-visible { outline: 3px solid #ffb703; outline-offset: 2px; }
  .pay { background: #002e6e; color: #fff; } .pay:hover { background: #00409a; }
  .fail { background: #fff; color: #b42318; border-color: #b42318; }
  .pending { margin-top: .75rem; padding: .25rem 0; background: none; color: #52667a;
    font-weight: 400; font-size: .875rem; text-decoration: underline; }
  .hint { margin: 1rem 0 0; font-size: .8125rem; color: #52667a; }
  .error h1 { color: #b42318; }
`;

export interface CheckoutDocument {
  title: string;
  /** Already escaped. */
  content: string;
  /** Origins this page's forms may post to, besides the sandbox itself. */
  formOrigins?: string[];
  /** Runs with the page's nonce. */
  script?: string;
}

function contentSecurityPolicy(nonce: string, formOrigins: string[]): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `form-action 'self' ${formOrigins.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function sendCheckoutPage(
  response: ServerResponse,
  status: number,
  { title, content, formOrigins = [], script }: CheckoutDocument,
): void {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Paytm sandbox</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
<p class="brand">pay<span>tm</span> · sandbox</p>
<p class="note" role="note">This is the development sandbox standing in for Paytm. No money moves.</p>
${content}
</main>
${script === undefined ? '' : `<script nonce="${nonce}">${script}</script>`}
</body>
</html>
`;
  send(response, status, html, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(nonce, formOrigins),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
}

/** `3000.00` → `₹3,000.00`, grouped the Indian way. */
export function formatRupees(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');
  return `₹${grouped}.${fraction}`;
}

function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function orderDetails(order: PaytmOrder, website: string): string {
  return `<dl>
<div><dt>Merchant</dt><dd>${escapeHtml(order.mid)} <small>${escapeHtml(website)}</small></dd></div>
<div><dt>Order ID</dt><dd>${escapeHtml(order.orderId)}</dd></div>
<div><dt>Payment mode</dt><dd>UPI</dd></div>
<div><dt>Amount</dt><dd class="amount">${escapeHtml(formatRupees(order.amount))}</dd></div>
</dl>`;
}

/** The payment page: the order, and one button for each outcome a test may want. */
export function paymentPage(order: PaytmOrder, website: string): CheckoutDocument {
  const action = `/theia/processTransaction?orderid=${encodeURIComponent(order.orderId)}`;
  return {
    title: `Pay ${formatRupees(order.amount)}`,
    content: `<h1>Complete your payment</h1>
${orderDetails(order, website)}
<form method="post" action="${escapeHtml(action)}">
${hiddenField('mid', order.mid)}
${hiddenField('orderId', order.orderId)}
${hiddenField('txnToken', order.txnToken)}
<fieldset>
<legend>Outcome of this test payment</legend>
<div class="actions">
<button type="submit" name="outcome" value="success" class="pay">Pay</button>
<button type="submit" name="outcome" value="failure" class="fail">Fail</button>
</div>
<button type="submit" name="outcome" value="pending" class="pending">Leave pending</button>
</fieldset>
</form>
<p class="hint">The result goes back to ${escapeHtml(new URL(order.callbackUrl).origin)}.
A pending payment can be settled later through <code>/__control/paytm</code>.</p>`,
  };
}

const outcomeHeadings: Record<TxnStatus, string> = {
  TXN_SUCCESS: 'Payment successful',
  TXN_FAILURE: 'Payment failed',
  PENDING: 'Payment pending',
};

/** Posts the signed callback to the merchant at once, or on Continue where scripts do not run. */
export function callbackPage(fields: PaytmCallbackFields, callbackUrl: string): CheckoutDocument {
  const inputs = Object.entries(fields).map(([name, value]) => hiddenField(name, value));
  return {
    title: outcomeHeadings[fields.STATUS],
    content: `<h1>${escapeHtml(outcomeHeadings[fields.STATUS])}</h1>
<p>Taking you back to the merchant…</p>
<form id="paytm-callback" method="post" action="${escapeHtml(callbackUrl)}">
${inputs.join('\n')}
<button type="submit" class="pay">Continue</button>
</form>`,
    formOrigins: [new URL(callbackUrl).origin],
    script: "document.getElementById('paytm-callback').submit();",
  };
}

export function checkoutErrorPage(title: string, message: string): CheckoutDocument {
  return {
    title,
    content: `<div class="error">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
</div>
<p class="hint">Start the payment again from the merchant's site.</p>`,
  };
}
