import { describe, expect, it } from 'vitest';
import { paytmDefaults, readSandboxConfig } from './config.js';

describe('readSandboxConfig', () => {
  it('uses the documented ports, host, rates mode and Paytm merchant when nothing is set', () => {
    expect(readSandboxConfig({})).toEqual({
      port: 4200,
      smtpPort: 2525,
      host: '127.0.0.1',
      ratesMode: 'ok',
      paytm: { mid: 'RENTPR07429183650244', key: 'sandboxKey#4821!', website: 'WEBSTAGING' },
    });
    expect(paytmDefaults).toEqual(readSandboxConfig({}).paytm);
  });

  it('takes ports, host and the initial rates mode from the environment', () => {
    const env = { PORT: '4299', SMTP_PORT: '0', HOST: '0.0.0.0', SANDBOX_RATES_MODE: 'down' };
    expect(readSandboxConfig(env)).toMatchObject({
      port: 4299,
      smtpPort: 0,
      host: '0.0.0.0',
      ratesMode: 'down',
    });
  });

  it('takes the Paytm merchant from the same variables as the api', () => {
    const env = {
      PAYTM_MID: 'OTHER123',
      PAYTM_MERCHANT_KEY: 'another16bytekey',
      PAYTM_WEBSITE: 'DEFAULT',
    };
    expect(readSandboxConfig(env).paytm).toEqual({
      mid: 'OTHER123',
      key: 'another16bytekey',
      website: 'DEFAULT',
    });
  });

  it('refuses a merchant key that is not 16 bytes, without printing it', () => {
    // Sixteen characters, but the rupee sign takes three bytes.
    const env = { PAYTM_MERCHANT_KEY: '₹ecret-key-12345', PAYTM_MID: 'has space' };
    const read = () => readSandboxConfig(env);
    expect(read).toThrow(
      /PAYTM_MID must be letters and digits[\s\S]*PAYTM_MERCHANT_KEY must be exactly 16 bytes, not 18/,
    );
    expect(read).not.toThrow(/ecret/);
  });

  it('lists every wrong setting at once', () => {
    const env = { PORT: 'http', SMTP_PORT: '70000', SANDBOX_RATES_MODE: 'flaky' };
    expect(() => readSandboxConfig(env)).toThrow(
      /PORT must be a port number.*"http"[\s\S]*SMTP_PORT must be.*"70000"[\s\S]*SANDBOX_RATES_MODE must be one of ok, fail/,
    );
  });
});
