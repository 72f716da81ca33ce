import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './listen.js';
import { startSandbox, type Sandbox } from './index.js';

let sandbox: Sandbox;

/** Binds and releases a port: the given one, or any free one. */
async function freePort(port = 0): Promise<number> {
  const probe = createServer();
  const bound = await listen(probe, port, '127.0.0.1');
  await new Promise((resolve) => probe.close(resolve));
  return bound;
}

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(() => sandbox.close());

describe('startSandbox', () => {
  it('reports the ports it picked when asked for any free ones', () => {
    const port = Number(new URL(sandbox.url).port);
    expect(sandbox.url).toBe(`http://127.0.0.1:${port}`);
    expect(port).toBeGreaterThan(0);
    expect(sandbox.smtpPort).toBeGreaterThan(0);
    expect(sandbox.smtpUrl).toBe(`smtp://127.0.0.1:${sandbox.smtpPort}`);
    expect(sandbox.exchangeRateUrl).toBe(`${sandbox.url}/v6/latest/USD`);
  });

  it('frees both ports when closed', async () => {
    const other = await startSandbox();
    await other.close();
    const httpPort = Number(new URL(other.url).port);
    await expect(freePort(httpPort)).resolves.toBe(httpPort);
    await expect(freePort(other.smtpPort)).resolves.toBe(other.smtpPort);
  });

  it('fails to start on a port that is taken, leaving nothing open', async () => {
    const smtpPort = await freePort();
    const takenHttpPort = Number(new URL(sandbox.url).port);
    await expect(startSandbox({ port: takenHttpPort, smtpPort })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    await expect(freePort(smtpPort)).resolves.toBe(smtpPort);
    await expect(startSandbox({ smtpPort: sandbox.smtpPort })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});

describe('the sandbox HTTP server', () => {
  it('lists every service and switch on its index page, linking what a browser can open', async () => {
    const response = await fetch(`${sandbox.url}/`);
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const path of [
      '/v6/latest/:base',
      '/mail/:id',
      '/__control/reset',
      '/theia/api/v1/initiateTransaction',
      '/theia/api/v1/showPaymentPage',
      '/v3/order/status',
      '/__control/paytm/orders/:orderId/settle',
    ]) {
      expect(page).toContain(`<code>${path}</code>`);
    }
    for (const path of [
      '/__control/rates',
      '/mail',
      '/__control/smtp',
      '/__control/paytm',
      '/__control/paytm/orders',
    ]) {
      expect(page).toContain(`<a href="${path}">`);
    }
    expect(page).toContain(`SMTP on port ${sandbox.smtpPort}`);
    expect(page).toContain('Paytm payment gateway (merchant RENTPR07429183650244)');
  });

  it('answers 404 in JSON for a path it does not serve', async () => {
    const response = await fetch(`${sandbox.url}/v7/latest/USD`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Nothing is served at /v7/latest/USD.' });
  });

  it('answers 405 with the allowed methods for a known path', async () => {
    const response = await fetch(`${sandbox.url}/__control/rates`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });

  it('refuses a switch body that is not JSON', async () => {
    const response = await fetch(`${sandbox.url}/__control/rates`, {
      method: 'POST',
      body: '{mode',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The body is not valid JSON.' });
  });
});
