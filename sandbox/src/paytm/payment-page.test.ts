import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type PaytmCallbackFields, type Sandbox } from '../index.js';
import {
  PaytmChecksum,
  formOf,
  openPaymentPage,
  pressButton,
  startPayment,
  type StartedPayment,
} from './merchant.test-support.js';

let sandbox: Sandbox;
let clock = Date.parse('2025-11-21T10:00:00Z');

beforeAll(async () => {
  sandbox = await startSandbox({ paytm: { now: () => new Date(clock) } });
});

afterAll(() => sandbox.close());

beforeEach(() => {
  sandbox.reset();
  clock = Date.parse('2025-11-21T10:00:00Z');
});

function open(payment: StartedPayment): Promise<Response> {
  return openPaymentPage(sandbox, {
    mid: payment.body.mid,
    orderId: payment.orderId,
    txnToken: payment.txnToken,
  });
}

function verifies(fields: Record<string, string>): boolean {
  const { CHECKSUMHASH, ...signed } = fields;
  return PaytmChecksum.verifySignature(signed, sandbox.paytm.merchant.key, CHECKSUMHASH ?? '');
}

describe('the payment page', () => {
  it('shows the merchant, the order and the amount with Pay, Fail and Leave pending buttons', async () => {
    const payment = await startPayment(sandbox, {
      txnAmount: { value: '140000', currency: 'INR' },
    });
    const response = await open(payment);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('RENTPR07429183650244');
    expect(page).toContain(`<dd>${payment.orderId}</dd>`);
    expect(page).toContain('₹1,40,000.00');
    expect(page).toMatch(/<button type="submit" name="outcome" value="success"[^>]*>Pay<\/button>/);
    expect(page).toMatch(
      /<button type="submit" name="outcome" value="failure"[^>]*>Fail<\/button>/,
    );
    expect(page).toMatch(
      /<button type="submit" name="outcome" value="pending"[^>]*>Leave pending<\/button>/,
    );
    expect(page).toContain('<legend>Outcome of this test payment</legend>');
    expect(page).toMatch(/role="note">This is the development sandbox standing in for Paytm/);
    expect(page).not.toMatch(/<(?:script|link|img)\b/);
  });

  it('allows only its own styles, and forms posting back to the sandbox', async () => {
    const response = await open(await startPayment(sandbox));
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/form-action 'self'(;|$)/);
    expect(await response.text()).toContain(`<style nonce="${nonce}">`);
  });

  it('opens until the token is 15 minutes old, then says the session expired', async () => {
    const payment = await startPayment(sandbox);
    clock += 15 * 60 * 1000 - 1;
    expect((await open(payment)).status).toBe(200);
    clock += 1;
    const expired = await open(payment);
    expect(expired.status).toBe(400);
    const page = await expired.text();
    expect(page).toContain('<h1>Session expired</h1>');
    expect(page).toContain('expired at 2025-11-21T10:15:00.000Z');
    expect(sandbox.paytm.orders()[0]?.status).toBe('INITIATED');
  });

  it('refuses an unknown token, another order’s token and a mismatched address', async () => {
    const first = await startPayment(sandbox);
    const second = await startPayment(sandbox);
    const wrongToken = await open({ ...first, txnToken: 'f'.repeat(40) });
    expect(wrongToken.status).toBe(400);
    expect(await wrongToken.text()).toContain('Invalid transaction token');
    expect((await open({ ...first, txnToken: second.txnToken })).status).toBe(400);
    expect((await open({ ...first, orderId: 'RENT-unknown' })).status).toBe(400);

    const mismatched = await fetch(
      `${sandbox.url}/theia/api/v1/showPaymentPage?mid=${first.body.mid}&orderId=${second.orderId}`,
      {
        method: 'POST',
        body: new URLSearchParams({
          mid: first.body.mid,
          orderId: first.orderId,
          txnToken: first.txnToken,
        }),
      },
    );
    expect(mismatched.status).toBe(400);
    const incomplete = await fetch(`${sandbox.url}/theia/api/v1/showPaymentPage`, {
      method: 'POST',
    });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain('Incomplete payment request');
  });

  it('escapes what it was sent when it shows it back', async () => {
    const response = await openPaymentPage(sandbox, {
      mid: 'RENTPR07429183650244',
      orderId: '<script>alert("x")</script>',
      txnToken: 'token',
    });
    const page = await response.text();
    expect(page).toContain('order &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;.');
    expect(page).not.toContain('<script>');
  });
});

describe('pressing a button', () => {
  it('Pay answers a form posting the signed success callback to the callback URL', async () => {
    const payment = await startPayment(sandbox);
    const response = await pressButton(sandbox, payment, 'success');
    expect(response.status).toBe(200);
    const page = await response.text();
    const { action, fields } = formOf(page, 'paytm-callback');

    expect(action).toBe('http://localhost:4000/payment/callback');
    expect(fields).toEqual({
      MID: 'RENTPR07429183650244',
      ORDERID: payment.orderId,
      TXNID: expect.stringMatching(/^20251121\d{27}$/),
      BANKTXNID: expect.stringMatching(/^\d{12}$/),
      TXNAMOUNT: '3000.00',
      CURRENCY: 'INR',
      STATUS: 'TXN_SUCCESS',
      RESPCODE: '01',
      RESPMSG: 'Txn Success',
      TXNDATE: '2025-11-21 15:30:00.0',
      GATEWAYNAME: 'PPBLC',
      BANKNAME: 'State Bank of India',
      PAYMENTMODE: 'UPI',
      CHECKSUMHASH: expect.any(String),
    } satisfies Record<keyof PaytmCallbackFields, unknown>);
    expect(verifies(fields)).toBe(true);
    expect(verifies({ ...fields, TXNAMOUNT: '3.00' })).toBe(false);
    expect(page).toContain('<button type="submit" class="pay">Continue</button>');
  });

  it('sends the callback at once with a script the page’s policy allows, and lets the form go there', async () => {
    const response = await pressButton(sandbox, await startPayment(sandbox), 'success');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("form-action 'self' http://localhost:4000;");
    expect(await response.text()).toContain(
      `<script nonce="${nonce}">document.getElementById('paytm-callback').submit();</script>`,
    );
  });

  it('Fail posts a signed failure with no bank reference', async () => {
    const payment = await startPayment(sandbox);
    const { fields } = formOf(
      await (await pressButton(sandbox, payment, 'failure')).text(),
      'paytm-callback',
    );
    expect(fields).toMatchObject({ STATUS: 'TXN_FAILURE', RESPCODE: '227', BANKTXNID: '' });
    expect(fields.RESPMSG).toMatch(/declined/);
    expect(verifies(fields)).toBe(true);
    expect(sandbox.paytm.orders()[0]).toMatchObject({ status: 'TXN_FAILURE', txnId: fields.TXNID });
  });

  it('Leave pending posts a signed PENDING the order keeps', async () => {
    const payment = await startPayment(sandbox);
    const { fields } = formOf(
      await (await pressButton(sandbox, payment, 'pending')).text(),
      'paytm-callback',
    );
    expect(fields).toMatchObject({ STATUS: 'PENDING', RESPCODE: '400' });
    expect(verifies(fields)).toBe(true);
    expect(sandbox.paytm.orders()[0]?.status).toBe('PENDING');
  });

  it('escapes the callback URL and every field it writes into the form', async () => {
    const callbackUrl = 'http://localhost:4000/payment/callback?next="><b>x</b>&a=1';
    const payment = await startPayment(sandbox, { callbackUrl });
    const page = await (await pressButton(sandbox, payment, 'success')).text();
    expect(page).not.toContain('<b>');
    expect(formOf(page, 'paytm-callback').action).toBe(callbackUrl);
  });

  it('decides an order once: a second press and the page itself are refused afterwards', async () => {
    const payment = await startPayment(sandbox);
    await pressButton(sandbox, payment, 'success');
    const again = await pressButton(sandbox, payment, 'failure');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already has a payment: TXN_SUCCESS');
    expect((await open(payment)).status).toBe(400);
    expect(sandbox.paytm.orders()[0]?.status).toBe('TXN_SUCCESS');
  });

  it('refuses a choice that is not one of the buttons', async () => {
    const payment = await startPayment(sandbox);
    expect((await pressButton(sandbox, payment, 'refund')).status).toBe(400);
    expect(sandbox.paytm.orders()[0]?.status).toBe('INITIATED');
  });
});

describe('a forced outcome', () => {
  it('skips the buttons and posts that outcome as the page opens, until switched back', async () => {
    sandbox.paytm.set({ outcome: 'failure' });
    const forced = await open(await startPayment(sandbox));
    const { fields } = formOf(await forced.text(), 'paytm-callback');
    expect(fields.STATUS).toBe('TXN_FAILURE');
    expect(verifies(fields)).toBe(true);

    sandbox.paytm.set({ outcome: 'pending' });
    const pending = formOf(
      await (await open(await startPayment(sandbox))).text(),
      'paytm-callback',
    );
    expect(pending.fields.STATUS).toBe('PENDING');

    sandbox.paytm.set({ outcome: null });
    expect(await (await open(await startPayment(sandbox))).text()).toContain('>Pay</button>');
  });
});
