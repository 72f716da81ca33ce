import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index.js';
import {
  PaytmChecksum,
  initiate,
  initiateBody,
  otherKey,
  type InitiateAnswer,
} from './merchant.test-support.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(() => sandbox.close());

beforeEach(() => sandbox.reset());

function refusal(answer: InitiateAnswer) {
  return answer.body.resultInfo;
}

describe('initiate transaction', () => {
  it('accepts an order signed with the official library and signs its answer', async () => {
    const body = initiateBody(sandbox);
    const answer = await initiate(sandbox, body);

    expect(answer.body).toEqual({
      resultInfo: { resultStatus: 'S', resultCode: '0000', resultMsg: 'Success' },
      txnToken: expect.stringMatching(/^[0-9a-f]{40}$/),
      isPromoCodeValid: false,
      authenticated: false,
    });
    expect(answer.head).toMatchObject({
      version: 'v1',
      responseTimestamp: expect.stringMatching(/^\d+$/),
    });
    expect(answer.head.signature).toHaveLength(108);
    const { key } = sandbox.paytm.merchant;
    expect(
      PaytmChecksum.verifySignature(JSON.stringify(answer.body), key, answer.head.signature),
    ).toBe(true);
  });

  it('keeps the order with its amount in rupees and paise, its callback and its customer', async () => {
    const body = initiateBody(sandbox, { txnAmount: { value: '3000', currency: 'INR' } });
    const { body: answer } = await initiate(sandbox, body);
    expect(sandbox.paytm.orders()).toEqual([
      {
        orderId: body.orderId,
        mid: 'RENTPR07429183650244',
        custId: 'CUST_42',
        amount: '3000.00',
        currency: 'INR',
        callbackUrl: 'http://localhost:4000/payment/callback',
        txnToken: answer.txnToken,
        createdAt: expect.any(String),
        tokenExpiresAt: expect.any(String),
        status: 'INITIATED',
        txnId: null,
        bankTxnId: null,
        txnDate: null,
        settledLater: false,
      },
    ]);
    const [order] = sandbox.paytm.orders();
    expect(Date.parse(order?.tokenExpiresAt ?? '') - Date.parse(order?.createdAt ?? '')).toBe(
      15 * 60 * 1000,
    );
  });

  it('refuses a tampered body with 2005, signing its refusal too', async () => {
    const signed = initiateBody(sandbox);
    const tampered = { ...signed, txnAmount: { value: '1.00', currency: 'INR' } };
    const answer = await initiate(sandbox, tampered, { signedText: JSON.stringify(signed) });
    expect(answer.body).toEqual({
      resultInfo: {
        resultStatus: 'F',
        resultCode: '2005',
        resultMsg: 'Checksum provided is invalid',
      },
    });
    const { key } = sandbox.paytm.merchant;
    expect(
      PaytmChecksum.verifySignature(JSON.stringify(answer.body), key, answer.head.signature),
    ).toBe(true);
    expect(sandbox.paytm.orders()).toEqual([]);
  });

  it('refuses with 2005 a body signed with another key, or with no signature at all', async () => {
    const wrongKey = await initiate(sandbox, initiateBody(sandbox), { key: otherKey });
    expect(refusal(wrongKey).resultCode).toBe('2005');

    const body = initiateBody(sandbox);
    const unsigned = await fetch(
      `${sandbox.url}/theia/api/v1/initiateTransaction?mid=${body.mid}&orderId=${body.orderId}`,
      { method: 'POST', body: JSON.stringify({ body, head: {} }) },
    );
    expect(((await unsigned.json()) as InitiateAnswer).body.resultInfo.resultCode).toBe('2005');
  });

  it('checks the signature against the body as JSON.stringify writes it, not other text', async () => {
    const body = initiateBody(sandbox);
    const answer = await initiate(sandbox, body, { signedText: JSON.stringify(body, null, 2) });
    expect(refusal(answer).resultCode).toBe('2005');
  });

  it('refuses a mid or order id in the query that differs from the body (2013, 2014)', async () => {
    const body = initiateBody(sandbox);
    const otherMid = await initiate(sandbox, body, { query: { mid: 'RENTPR00000000000000' } });
    expect(refusal(otherMid)).toEqual({
      resultStatus: 'F',
      resultCode: '2013',
      resultMsg: "Mid in the query param doesn't match with the Mid send in the request",
    });
    const otherOrder = await initiate(sandbox, body, { query: { orderId: 'RENT-other' } });
    expect(refusal(otherOrder)).toMatchObject({ resultStatus: 'F', resultCode: '2014' });
    expect(sandbox.paytm.orders()).toEqual([]);
  });

  it('refuses an order id it has seen before with 325, even when the first was paid', async () => {
    const body = initiateBody(sandbox);
    expect(refusal(await initiate(sandbox, body)).resultCode).toBe('0000');
    await sandbox.paytm.pay(body.orderId, 'TXN_FAILURE');
    const again = await initiate(sandbox, {
      ...body,
      txnAmount: { value: '1000.00', currency: 'INR' },
    });
    expect(refusal(again)).toEqual({
      resultStatus: 'F',
      resultCode: '325',
      resultMsg: 'Duplicate Order Id',
    });
    expect(sandbox.paytm.orders().map((order) => order.amount)).toEqual(['3000.00']);
  });

  it('gives a token to one of 20 concurrent requests with the same order id', async () => {
    const body = initiateBody(sandbox);
    const answers = await Promise.all(Array.from({ length: 20 }, () => initiate(sandbox, body)));
    const codes = answers.map((answer) => refusal(answer).resultCode).sort();
    expect(codes).toEqual(['0000', ...Array<string>(19).fill('325')]);
  });

  it.each([
    ['zero', { value: '0.00', currency: 'INR' }],
    ['negative', { value: '-3000.00', currency: 'INR' }],
    ['three decimals', { value: '3000.001', currency: 'INR' }],
    ['a number, not a string', { value: 3000, currency: 'INR' }],
    ['words', { value: 'three thousand', currency: 'INR' }],
    ['in dollars', { value: '3000.00', currency: 'USD' }],
  ])('refuses an amount that is %s with 501', async (_case, txnAmount) => {
    const answer = await initiate(sandbox, initiateBody(sandbox, { txnAmount }));
    expect(refusal(answer)).toEqual({
      resultStatus: 'F',
      resultCode: '501',
      resultMsg: expect.stringMatching(/^System Error: txnAmount/),
    });
    expect(sandbox.paytm.orders()).toEqual([]);
  });

  it('takes order ids of up to 50 letters, digits and @ - _ . only', async () => {
    const longest = `A@b-c_d.${'9'.repeat(42)}`;
    expect(
      refusal(await initiate(sandbox, initiateBody(sandbox, { orderId: longest }))).resultCode,
    ).toBe('0000');
    for (const orderId of [`${longest}0`, 'RENT 1', 'RENT/1', 'RENT#1', 'ऑर्डर']) {
      const answer = await initiate(sandbox, initiateBody(sandbox, { orderId }));
      expect(refusal(answer), orderId).toMatchObject({ resultCode: '501' });
    }
  });

  it.each([
    ['another merchant', { mid: 'RENTPR00000000000000' }, /mid RENTPR00000000000000/],
    ['another website', { websiteName: 'DEFAULT' }, /websiteName must be WEBSTAGING/],
    ['another request type', { requestType: 'NATIVE_SUBSCRIPTION' }, /requestType/],
    ['no customer', { userInfo: { custId: '' } }, /userInfo.custId/],
    ['a callback that is not http', { callbackUrl: 'javascript:alert(1)' }, /callbackUrl/],
  ])('refuses an order for %s with 501', async (_case, changes, message) => {
    const answer = await initiate(sandbox, initiateBody(sandbox, changes));
    expect(refusal(answer)).toMatchObject({
      resultCode: '501',
      resultMsg: expect.stringMatching(message),
    });
  });

  it('answers 501 for a request that is not JSON of the documented shape', async () => {
    for (const text of ['{"body":', '[]', '{"head":{}}']) {
      const response = await fetch(
        `${sandbox.url}/theia/api/v1/initiateTransaction?mid=x&orderId=y`,
        { method: 'POST', body: text },
      );
      expect(response.status).toBe(200);
      expect(((await response.json()) as InitiateAnswer).body.resultInfo).toMatchObject({
        resultStatus: 'F',
        resultCode: '501',
      });
    }
  });

  it('counts the calls it received', async () => {
    await initiate(sandbox, initiateBody(sandbox));
    await initiate(sandbox, initiateBody(sandbox, { txnAmount: { value: 'x', currency: 'INR' } }));
    expect(sandbox.paytm.status()).toMatchObject({ initiateRequests: 2, orders: 1 });
  });
});

describe('a sandbox started with another merchant', () => {
  it('accepts that merchant and refuses the default one', async () => {
    const merchant = { mid: 'OTHERMERCHANT0000001', key: 'another16bytekey', website: 'DEFAULT' };
    const other = await startSandbox({ paytm: merchant });
    try {
      expect(other.paytm.merchant).toEqual(merchant);
      expect(refusal(await initiate(other, initiateBody(other))).resultCode).toBe('0000');
      const withDefaultKey = await initiate(other, initiateBody(other), {
        key: 'sandboxKey#4821!',
      });
      expect(refusal(withDefaultKey).resultCode).toBe('2005');
    } finally {
      await other.close();
    }
  });

  it('will not start with a key that is not 16 bytes', async () => {
    await expect(startSandbox({ paytm: { key: 'short' } })).rejects.toThrow(/exactly 16 bytes/);
  });
});
