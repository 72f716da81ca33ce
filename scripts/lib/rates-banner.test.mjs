import { describe, expect, it } from 'vitest';
import { describeRates } from './rates-banner.mjs';

const answering = (body) => async () => new Response(JSON.stringify(body));

describe('describeRates', () => {
  it('names live rates with their figures', async () => {
    const body = {
      data: { exchangeRates: { usd: 88.4, aed: 24.0708, source: 'LIVE', message: null } },
    };
    await expect(describeRates('http://gw', answering(body))).resolves.toBe(
      'Exchange rates: live, 1 USD = ₹88.40, 1 AED = ₹24.07',
    );
  });

  it('says plainly when the fallback rates are in use, and why', async () => {
    const message = 'Failed to fetch exchange rate. Using fallback rate.';
    const body = {
      data: { exchangeRates: { usd: 85.53, aed: 23.33, source: 'FALLBACK', message } },
    };
    await expect(describeRates('http://gw', answering(body))).resolves.toBe(
      `Exchange rates: FALLBACK, 1 USD = ₹85.53, 1 AED = ₹23.33 (${message})`,
    );
  });

  it('says the rates are not known when the gateway cannot be asked', async () => {
    const failing = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    await expect(describeRates('http://gw', failing)).resolves.toBe(
      'Exchange rates: not known (connect ECONNREFUSED)',
    );
  });
});
