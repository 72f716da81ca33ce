// Money fields take the type they are sent in: a list, a truth value or an object where rupees are
// expected is refused, never read as the number inside it, and leaves no order behind.
import { describe, expect, it } from 'vitest';
import { seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';
import type { Browser } from './helpers/browser.js';
import { multipartBody, png } from './helpers/kyc.js';

const orders = useOrdersApp();

async function orderCount() {
  const rows = await orders.database.db.selectFrom('orders').select('id').execute();
  return rows.length;
}

async function buyerBrowser() {
  return signedIn(orders.app, await seedBuyer(orders.database.db));
}

describe('POST /order/create-order with an amount of the wrong type', () => {
  it.each([
    ['a list holding a number', [1000], 'Please enter a valid number.'],
    ['a list holding a numeric string', ['1000'], 'Please enter a valid number.'],
    ['a list of two amounts', [1000, 2000], 'Please enter a valid number.'],
    ['true', true, 'Please enter a valid number.'],
    ['false', false, 'Please enter a valid number.'],
    ['an object', { value: 1000 }, 'Please enter a valid number.'],
    ['null', null, 'Enter the amount to pay.'],
  ])('refuses %s with a 400 and stores no order', async (_label, amount, message) => {
    const browser = await buyerBrowser();
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
    expect(response.json().errors).toEqual([{ field: 'amount', message }]);
    expect(await orderCount()).toBe(0);
  });

  it.each([
    ['an exponent', '1e3'],
    ['hexadecimal', '0x3E8'],
    ['a number with a thousands separator', '1,000'],
  ])('refuses an amount written as %s', async (_label, amount) => {
    const browser = await buyerBrowser();
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'amount', message: 'Please enter a valid number.' },
    ]);
    expect(await orderCount()).toBe(0);
  });

  it('still takes the amount as a number or as the text of one', async () => {
    const browser = await buyerBrowser();
    for (const amount of [1000, '2000']) {
      const response = await browser.request({
        method: 'POST',
        url: '/api/v1/order/create-order',
        payload: { amount },
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await orderCount()).toBe(2);
  });
});

describe('POST /order/manual with an amount of the wrong shape', () => {
  function form(amounts: readonly string[]): FormData {
    const body = new FormData();
    for (const amount of amounts) body.append('amount', amount);
    body.append('currency', 'INR');
    const proof = png('receipt.png');
    body.append('proof', new Blob([new Uint8Array(proof.bytes)], { type: proof.type }), proof.name);
    return body;
  }

  async function submitManual(browser: Browser, amounts: readonly string[]) {
    const { payload, headers } = await multipartBody(form(amounts));
    return browser.request({ method: 'POST', url: '/api/v1/order/manual', headers, payload });
  }

  it.each([
    ['a list written as JSON', ['[1000]'], 'Please enter a valid number.'],
    ['true', ['true'], 'Please enter a valid number.'],
    ['an object written as JSON', ['{"value":1000}'], 'Please enter a valid number.'],
    ['an exponent', ['1e3'], 'Please enter a valid number.'],
  ])('refuses %s with the amount’s message', async (_label, amounts, message) => {
    const browser = await buyerBrowser();
    const response = await submitManual(browser, amounts);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'amount', message }]);
    expect(await orderCount()).toBe(0);
  });

  it('refuses the amount sent twice rather than choosing one', async () => {
    const browser = await buyerBrowser();
    const response = await submitManual(browser, ['1000', '5000']);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'amount' })]);
    expect(await orderCount()).toBe(0);
  });
});
