// The variables of the sign-in throttle, the refresh limits and the session purge: defaults,
// overrides, and a clear refusal of a bad value.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'rent-config-'));

describe('abuse limits in the configuration', () => {
  it('default to 20 failures per account, 60 refreshes per address, 6 per session, 7 days', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir }, dataDir);
    expect(config.rateLimits).toMatchObject({
      signinFailuresPerAccount: 20,
      refreshPerIp: 60,
      refreshPerSession: 6,
    });
    expect(config.sessionRetentionMs).toBe(7 * 24 * 60 * 60_000);
  });

  it('read their variables', async () => {
    const config = await loadConfig(
      {
        DATA_DIR: dataDir,
        RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '50',
        RATE_LIMIT_REFRESH_PER_IP: '120',
        RATE_LIMIT_REFRESH_PER_SESSION: '10',
        SESSION_RETENTION_DAYS: '30',
      },
      dataDir,
    );
    expect(config.rateLimits).toMatchObject({
      signinFailuresPerAccount: 50,
      refreshPerIp: 120,
      refreshPerSession: 10,
    });
    expect(config.sessionRetentionMs).toBe(30 * 24 * 60 * 60_000);
  });

  it('refuse bad values, naming each variable', async () => {
    const loading = loadConfig(
      {
        DATA_DIR: dataDir,
        RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '0',
        RATE_LIMIT_REFRESH_PER_IP: 'many',
        RATE_LIMIT_REFRESH_PER_SESSION: '-1',
        SESSION_RETENTION_DAYS: '0',
      },
      dataDir,
    );
    await expect(loading).rejects.toBeInstanceOf(ConfigError);
    const problems = await loading.catch((error: ConfigError) => error.problems);
    expect(problems).toEqual(
      expect.arrayContaining([
        'RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT must be a positive whole number',
        'RATE_LIMIT_REFRESH_PER_IP must be a positive whole number',
        'RATE_LIMIT_REFRESH_PER_SESSION must be a positive whole number',
        'SESSION_RETENTION_DAYS must be a whole number of days from 1 to 365',
      ]),
    );
  });
});
