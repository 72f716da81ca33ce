import { describe, expect, it } from 'vitest';
import { readSandboxConfig } from './config.js';

describe('readSandboxConfig', () => {
  it('uses the documented ports, host and rates mode when nothing is set', () => {
    expect(readSandboxConfig({})).toEqual({
      port: 4200,
      smtpPort: 2525,
      host: '127.0.0.1',
      ratesMode: 'ok',
    });
  });

  it('takes ports, host and the initial rates mode from the environment', () => {
    const env = { PORT: '4299', SMTP_PORT: '0', HOST: '0.0.0.0', SANDBOX_RATES_MODE: 'down' };
    expect(readSandboxConfig(env)).toEqual({
      port: 4299,
      smtpPort: 0,
      host: '0.0.0.0',
      ratesMode: 'down',
    });
  });

  it('lists every wrong setting at once', () => {
    const env = { PORT: 'http', SMTP_PORT: '70000', SANDBOX_RATES_MODE: 'flaky' };
    expect(() => readSandboxConfig(env)).toThrow(
      /PORT must be a port number.*"http"[\s\S]*SMTP_PORT must be.*"70000"[\s\S]*SANDBOX_RATES_MODE must be one of ok, fail/,
    );
  });
});
