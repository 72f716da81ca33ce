// The gateway's settings, described once in src/config/: defaults, what a wrong value is refused
// with (never printing a secret), and the booleans and whole numbers read strictly.
import { describe, expect, it } from 'vitest';
import { settingsOf } from '@rent/server-kit';
import { ConfigError, GatewaySettings, loadConfig } from '../src/config.js';

function problemOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('gateway configuration', () => {
  it('starts with no variables set', () => {
    expect(loadConfig({})).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      production: false,
      publicUrl: 'http://localhost:4000',
      apiUrl: 'http://127.0.0.1:4100',
      apiTimeoutMs: 10_000,
      saleProgressIntervalMs: 5000,
      trustedProxies: { hops: 0 },
      metricsToken: null,
      metricsListener: null,
      persistedOperationsOnly: false,
      graphiql: true,
      serveSourceMaps: false,
      paytmOrigin: 'http://127.0.0.1:4200',
    });
    expect(loadConfig({ NODE_ENV: 'production' }).graphiql).toBe(false);
  });

  it('names each wrong variable with what a value must be', () => {
    const message = problemOf({
      PORT: '80.5',
      API_TIMEOUT_MS: '1e3',
      PERSISTED_OPERATIONS_ONLY: 'yes',
      API_URL: 'not a url',
    });
    expect(message.split('\n')).toEqual([
      'Invalid gateway configuration:',
      '  PORT: must be a whole number from 0 to 65535 (got "80.5")',
      '  API_URL: must be a URL (got "not a url")',
      '  API_TIMEOUT_MS: must be a whole number of milliseconds from 100 to 120000 (got "1e3")',
      '  PERSISTED_OPERATIONS_ONLY: must be true or false (got "yes")',
    ]);
  });

  it('never prints the metrics token', () => {
    const message = problemOf({ METRICS_TOKEN: 'short secret' });
    expect(message).toContain(
      'METRICS_TOKEN: must be 16 to 256 visible characters without spaces (got a value not shown)',
    );
    expect(message).not.toContain('short secret');
  });

  it('refuses TRUST_PROXY=true, saying why', () => {
    expect(problemOf({ TRUST_PROXY: 'true' })).toContain('TRUST_PROXY: true is refused');
  });

  it('describes every setting for docs/configuration.md', () => {
    const undescribed = settingsOf(GatewaySettings)
      .filter(([, setting]) => !setting.description)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});
