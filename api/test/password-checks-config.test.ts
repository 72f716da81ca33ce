// The settings of current-password checks and of password work: defaults, values read, refusals.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dataDir = '/nonexistent-but-unused';
const base = { JWT_SECRET: 'x'.repeat(32) };

describe('password check and password work settings', () => {
  it('default to five checks an hour per account, twenty per address, two hashes at once and 32 waiting', async () => {
    const config = await loadConfig(base, dataDir);
    expect(config.rateLimits.passwordChecks).toEqual({
      windowMs: 3_600_000,
      perAccount: 5,
      perIp: 20,
    });
    expect(config.passwordWork).toEqual({ concurrency: 2, queue: 32 });
  });

  it('reads every one of them', async () => {
    const config = await loadConfig(
      {
        ...base,
        RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS: '600',
        RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT: '3',
        RATE_LIMIT_PASSWORD_CHECK_PER_IP: '9',
        PASSWORD_HASH_CONCURRENCY: '4',
        PASSWORD_HASH_QUEUE: '0',
      },
      dataDir,
    );
    expect(config.rateLimits.passwordChecks).toEqual({
      windowMs: 600_000,
      perAccount: 3,
      perIp: 9,
    });
    expect(config.passwordWork).toEqual({ concurrency: 4, queue: 0 });
  });

  it('names each wrong value', async () => {
    const problems = await loadConfig(
      {
        ...base,
        RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS: '0',
        RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT: '0',
        RATE_LIMIT_PASSWORD_CHECK_PER_IP: 'many',
        PASSWORD_HASH_CONCURRENCY: '0',
        PASSWORD_HASH_QUEUE: '-1',
      },
      dataDir,
    ).then(
      () => [],
      (error: unknown) => (error instanceof ConfigError ? error.problems : [String(error)]),
    );
    expect(problems).toEqual([
      'RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS must be a whole number of seconds from 1 to 86400',
      'RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT must be a positive whole number',
      'RATE_LIMIT_PASSWORD_CHECK_PER_IP must be a positive whole number',
      'PASSWORD_HASH_CONCURRENCY must be a whole number from 1 to 64',
      'PASSWORD_HASH_QUEUE must be a whole number from 0 to 10000',
    ]);
  });
});
