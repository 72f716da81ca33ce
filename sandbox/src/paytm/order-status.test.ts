import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index.js';
import {
  PaytmChecksum,
  orderStatus,
  orderStatusCall,
  otherKey,
  startPayment,
  type StatusAnswer,
} from './merchant.test-support.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ paytm: { now: () => new Date('2025-11-21T18:29:59.500Z') } });
});

afterAll(() => sandbox.close());

beforeEach(() => sandbox.reset());

describe('the transaction status API', () => {
  it('reports a successful payment with its transaction, signing the answer', async () => {
    const { orderId } = await startPayment(sandbox);
    const callback = await sandbox.paytm.pay(orderId, 'TXN_SUCCESS');
    const answer = await orderStatus(sandbox, orderId);

    expect(answer.body).toEqual({
      resultInfo: { resultStatus: 'TXN_SUCCESS', resultCode: '01', resultMsg: 'Txn Success' },
      txnId: callback.TXNID,
      bankTxnId: callback.BANKTXNID,
      orderId,
      txnAmount: '3000.00',
      txnType: 'SALE',
      gatewayName: 'PPBLC',
      bankName: 'State Bank of India',
      mid: 'RENTPR07429183650244',
      paymentMode: 'UPI',
      txnDate: '2025-11-21 23:59:59.0',
    } satisfies StatusAnswer['body']);
    const { key } = sandbox.paytm.merchant;
    expect(
      PaytmChecksum.verifySignature(JSON.stringify(answer.body), key, answer.head.signature),
    ).toBe(true);
  });

  it('reports a failed payment as TXN_FAILURE with code 227', async () => {
    const { orderId } = await startPayment(sandbox);
    await sandbox.paytm.pay(orderId, 'TXN_FAILURE');
    const { body } = await orderStatus(sandbox, orderId);
    expect(body.resultInfo).toMatchObject({ resultStatus: 'TXN_FAILURE', resultCode: '227' });
    expect(body.bankTxnId).toBe('');
  });

  it('reports a pending payment as PENDING with code 400, and an unpaid order with 402', async () => {
    const pending = await startPayment(sandbox);
    await sandbox.paytm.pay(pending.orderId, 'PENDING');
    expect((await orderStatus(sandbox, pending.orderId)).body.resultInfo).toMatchObject({
      resultStatus: 'PENDING',
      resultCode: '400',
    });

    const unpaid = await startPayment(sandbox);
    const { body } = await orderStatus(sandbox, unpaid.orderId);
    expect(body).toMatchObject({
      resultInfo: { resultStatus: 'PENDING', resultCode: '402' },
      orderId: unpaid.orderId,
      txnAmount: '3000.00',
      txnId: '',
      paymentMode: '',
    });
  });

  it('answers TXN_FAILURE 334 "Invalid Order Id." for an order it does not know', async () => {
    const { body } = await orderStatus(sandbox, 'RENT-never-created');
    expect(body).toMatchObject({
      resultInfo: {
        resultStatus: 'TXN_FAILURE',
        resultCode: '334',
        resultMsg: 'Invalid Order Id.',
      },
      orderId: 'RENT-never-created',
      txnAmount: '',
    });
  });

  it('refuses a request signed with another key with 2005, saying nothing of the order', async () => {
    const { orderId } = await startPayment(sandbox);
    await sandbox.paytm.pay(orderId, 'TXN_SUCCESS');
    const response = await orderStatusCall(sandbox, orderId, otherKey);
    const { body } = (await response.json()) as StatusAnswer;
    expect(body.resultInfo).toEqual({
      resultStatus: 'TXN_FAILURE',
      resultCode: '2005',
      resultMsg: 'Checksum provided is invalid',
    });
    expect(body.txnId).toBe('');
  });

  it('refuses a request whose body was changed after signing', async () => {
    const { orderId } = await startPayment(sandbox);
    const signature = await PaytmChecksum.generateSignature(
      JSON.stringify({ mid: sandbox.paytm.merchant.mid, orderId: 'RENT-other' }),
      sandbox.paytm.merchant.key,
    );
    const response = await fetch(`${sandbox.url}/v3/order/status`, {
      method: 'POST',
      body: JSON.stringify({
        body: { mid: sandbox.paytm.merchant.mid, orderId },
        head: { signature },
      }),
    });
    expect(((await response.json()) as StatusAnswer).body.resultInfo.resultCode).toBe('2005');
  });

  it('answers 501 for a request that is not JSON', async () => {
    const response = await fetch(`${sandbox.url}/v3/order/status`, {
      method: 'POST',
      body: 'mid=1',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as StatusAnswer).body.resultInfo.resultCode).toBe('501');
  });
});

describe('a payment settled later', () => {
  it('turns PENDING into TXN_SUCCESS, keeping its transaction id, without a second callback', async () => {
    const { orderId } = await startPayment(sandbox);
    const callback = await sandbox.paytm.pay(orderId, 'PENDING');
    expect(callback.BANKTXNID).toBe('');

    const settle = await fetch(`${sandbox.url}/__control/paytm/orders/${orderId}/settle`, {
      method: 'POST',
      body: JSON.stringify({ status: 'TXN_SUCCESS' }),
    });
    expect(settle.status).toBe(200);
    expect(await settle.json()).toMatchObject({
      orderId,
      status: 'TXN_SUCCESS',
      settledLater: true,
    });
    const { body } = await orderStatus(sandbox, orderId);
    expect(body).toMatchObject({
      resultInfo: { resultStatus: 'TXN_SUCCESS', resultCode: '01' },
      txnId: callback.TXNID,
      bankTxnId: expect.stringMatching(/^\d{12}$/),
    });
  });

  it('can fail an order whose payer never came back, and will not change a final status', async () => {
    const { orderId } = await startPayment(sandbox);
    expect(sandbox.paytm.settle(orderId, 'TXN_FAILURE')).toMatchObject({ status: 'TXN_FAILURE' });
    expect(() => sandbox.paytm.settle(orderId, 'TXN_SUCCESS')).toThrow(
      /already final: TXN_FAILURE/,
    );

    const response = await fetch(`${sandbox.url}/__control/paytm/orders/${orderId}/settle`, {
      method: 'POST',
      body: JSON.stringify({ status: 'TXN_SUCCESS' }),
    });
    expect(response.status).toBe(409);
    const pendingAgain = await fetch(`${sandbox.url}/__control/paytm/orders/${orderId}/settle`, {
      method: 'POST',
      body: JSON.stringify({ status: 'PENDING' }),
    });
    expect(pendingAgain.status).toBe(400);
  });
});
