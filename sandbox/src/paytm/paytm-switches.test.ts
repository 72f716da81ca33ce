import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type PaytmCallbackFields, type PaytmOrder, type Sandbox } from '../index.js';
import {
  PaytmChecksum,
  control,
  orderStatus,
  orderStatusCall,
  startPayment,
} from './merchant.test-support.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(() => sandbox.close());

beforeEach(() => sandbox.reset());

async function paytmStatus(): Promise<unknown> {
  return (await fetch(`${sandbox.url}/__control/paytm`)).json();
}

const defaults = {
  outcome: null,
  statusDelayMs: 0,
  statusMode: 'normal',
  mid: 'RENTPR07429183650244',
  website: 'WEBSTAGING',
  orders: 0,
  initiateRequests: 0,
  statusRequests: 0,
};

describe('the Paytm switches', () => {
  it('start at their defaults, and a change names only the switches it changes', async () => {
    expect(await paytmStatus()).toEqual(defaults);
    expect(await (await control(sandbox, '', { outcome: 'failure' })).json()).toMatchObject({
      outcome: 'failure',
    });
    await control(sandbox, '', { statusMode: 'fail' });
    expect(await paytmStatus()).toMatchObject({ outcome: 'failure', statusMode: 'fail' });
    expect(sandbox.paytm.set({ outcome: null })).toMatchObject({
      outcome: null,
      statusMode: 'fail',
    });
  });

  it('refuses unknown switches and values, and keeps the current ones', async () => {
    await control(sandbox, '', { outcome: 'pending' });
    for (const change of [
      { outcome: 'refund' },
      { statusDelayMs: -5 },
      { statusDelayMs: 1.5 },
      { statusMode: 'slow' },
      { statusDelay: 100 },
      ['outcome'],
    ]) {
      const response = await control(sandbox, '', change);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(sandbox.paytm.status().outcome).toBe('pending');
    expect(() => sandbox.paytm.set({ statusDelayMs: -1 })).toThrow(/statusDelayMs/);
  });

  it('statusDelayMs makes the status API wait before answering', async () => {
    const { orderId } = await startPayment(sandbox);
    await control(sandbox, '', { statusDelayMs: 200 });
    const started = performance.now();
    expect((await orderStatus(sandbox, orderId)).body.resultInfo.resultStatus).toBe('PENDING');
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('statusDelayMs reads the order when the wait is over', async () => {
    const { orderId } = await startPayment(sandbox);
    sandbox.paytm.set({ statusDelayMs: 300 });
    const answering = orderStatus(sandbox, orderId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sandbox.paytm.pay(orderId, 'TXN_SUCCESS');
    expect((await answering).body.resultInfo.resultStatus).toBe('TXN_SUCCESS');
  });

  it('statusDelayMs lets a caller time out', async () => {
    const { orderId } = await startPayment(sandbox);
    sandbox.paytm.set({ statusDelayMs: 60_000 });
    const abandoned = fetch(`${sandbox.url}/v3/order/status`, {
      method: 'POST',
      body: JSON.stringify({ body: { orderId }, head: {} }),
      signal: AbortSignal.timeout(100),
    });
    await expect(abandoned).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('statusMode fail answers HTTP 500 and down drops the connection', async () => {
    const { orderId } = await startPayment(sandbox);
    sandbox.paytm.set({ statusMode: 'fail' });
    expect((await orderStatusCall(sandbox, orderId)).status).toBe(500);
    sandbox.paytm.set({ statusMode: 'down' });
    await expect(orderStatusCall(sandbox, orderId)).rejects.toThrow(/fetch failed/);
    sandbox.paytm.set({ statusMode: 'normal' });
    expect((await orderStatusCall(sandbox, orderId)).status).toBe(200);
    expect(sandbox.paytm.status().statusRequests).toBe(3);
  });
});

describe('paying through the control API', () => {
  it('answers the signed callback fields the page would have posted', async () => {
    const { orderId } = await startPayment(sandbox);
    const response = await control(sandbox, `/orders/${orderId}/pay`, { status: 'TXN_SUCCESS' });
    expect(response.status).toBe(200);
    const { CHECKSUMHASH, ...fields } = (await response.json()) as PaytmCallbackFields;
    expect(fields).toMatchObject({ ORDERID: orderId, STATUS: 'TXN_SUCCESS', TXNAMOUNT: '3000.00' });
    expect(PaytmChecksum.verifySignature(fields, sandbox.paytm.merchant.key, CHECKSUMHASH)).toBe(
      true,
    );
  });

  it('pays an order once, and refuses unknown orders and statuses', async () => {
    const { orderId } = await startPayment(sandbox);
    expect((await control(sandbox, `/orders/${orderId}/pay`, { status: 'PENDING' })).status).toBe(
      200,
    );
    expect(
      (await control(sandbox, `/orders/${orderId}/pay`, { status: 'TXN_SUCCESS' })).status,
    ).toBe(409);
    await expect(sandbox.paytm.pay(orderId, 'TXN_SUCCESS')).rejects.toThrow(/already paid/);
    const unknown = await control(sandbox, '/orders/RENT-nobody/pay', { status: 'TXN_SUCCESS' });
    expect(unknown.status).toBe(404);
    const other = await startPayment(sandbox);
    expect(
      (await control(sandbox, `/orders/${other.orderId}/pay`, { status: 'success' })).status,
    ).toBe(400);
  });

  it('pays one of 20 concurrent attempts on the same order', async () => {
    const { orderId } = await startPayment(sandbox);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => sandbox.paytm.pay(orderId, 'TXN_SUCCESS')),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('the order list and reset', () => {
  it('lists every order, oldest first, with what became of it', async () => {
    const first = await startPayment(sandbox);
    const second = await startPayment(sandbox);
    await sandbox.paytm.pay(second.orderId, 'TXN_FAILURE');
    const response = await fetch(`${sandbox.url}/__control/paytm/orders`);
    const { orders } = (await response.json()) as { orders: PaytmOrder[] };
    expect(orders.map(({ orderId, status }) => ({ orderId, status }))).toEqual([
      { orderId: first.orderId, status: 'INITIATED' },
      { orderId: second.orderId, status: 'TXN_FAILURE' },
    ]);
    expect(orders).toEqual(sandbox.paytm.orders());
  });

  it('reset puts the switches back, zeroes the counts and forgets the orders', async () => {
    const { orderId } = await startPayment(sandbox);
    await orderStatus(sandbox, orderId);
    sandbox.paytm.set({ outcome: 'success', statusDelayMs: 10, statusMode: 'fail' });
    const reset = await fetch(`${sandbox.url}/__control/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(await paytmStatus()).toEqual(defaults);
    expect(sandbox.paytm.orders()).toEqual([]);
  });
});
