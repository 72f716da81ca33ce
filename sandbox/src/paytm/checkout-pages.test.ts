import { describe, expect, it } from 'vitest';
import { callbackPage, formatRupees, paymentPage } from './checkout-pages.js';
import type { PaytmOrder } from './order-book.js';

const order: PaytmOrder = {
  orderId: 'RENT-1',
  mid: 'RENTPR07429183650244',
  custId: 'CUST_1',
  amount: '3000.00',
  currency: 'INR',
  callbackUrl: 'http://localhost:4000/payment/callback',
  txnToken: 'abc',
  createdAt: '2025-11-21T10:00:00.000Z',
  tokenExpiresAt: '2025-11-21T10:15:00.000Z',
  status: 'INITIATED',
  txnId: null,
  bankTxnId: null,
  txnDate: null,
  settledLater: false,
};

describe('formatRupees', () => {
  it.each([
    ['1.50', '₹1.50'],
    ['999.00', '₹999.00'],
    ['3000.00', '₹3,000.00'],
    ['140000.00', '₹1,40,000.00'],
    ['14000000.00', '₹1,40,00,000.00'],
  ])('writes %s as %s', (amount, shown) => {
    expect(formatRupees(amount)).toBe(shown);
  });
});

describe('the checkout pages', () => {
  it('escape every value of the order they show', () => {
    const hostile = { ...order, mid: '<i>m</i>', orderId: '"><b>o</b>', txnToken: "'t'" };
    const { content } = paymentPage(hostile, '<u>site</u>');
    expect(content).not.toMatch(/<[ibu]>/);
    expect(content).toContain('&lt;i&gt;m&lt;/i&gt;');
    expect(content).toContain('&lt;u&gt;site&lt;/u&gt;');
    expect(content).toContain('value="&#39;t&#39;"');
    expect(content).toContain(
      'action="/theia/processTransaction?orderid=%22%3E%3Cb%3Eo%3C%2Fb%3E"',
    );
  });

  it('let the callback form post only to the callback’s origin', () => {
    const page = callbackPage(
      {
        MID: 'M',
        ORDERID: 'O',
        TXNID: 'T',
        BANKTXNID: '',
        TXNAMOUNT: '3000.00',
        CURRENCY: 'INR',
        STATUS: 'PENDING',
        RESPCODE: '400',
        RESPMSG: '<pending>',
        TXNDATE: '2025-11-21 15:30:00.0',
        GATEWAYNAME: 'G',
        BANKNAME: 'B',
        PAYMENTMODE: 'UPI',
        CHECKSUMHASH: 'c',
      },
      'https://rent.example:8443/payment/callback',
    );
    expect(page.formOrigins).toEqual(['https://rent.example:8443']);
    expect(page.content).toContain('<h1>Payment pending</h1>');
    expect(page.content).toContain('value="&lt;pending&gt;"');
  });
});
