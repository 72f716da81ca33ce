import { describe, expect, it } from 'vitest';
import {
  defaultsOf,
  documentationRows,
  presentVariables,
  productionProblems,
  ruleOf,
  rulesOf,
  typedVariables,
  urlOf,
} from './settings.js';

const schema = {
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 4100, description: 'the port' },
    POLL_MS: { type: 'integer', minimum: 10, maximum: 3_600_000, default: 2000 },
    WINDOW_SECONDS: { type: 'integer', minimum: 1, maximum: 86_400, default: 60 },
    LIMIT_BYTES: { type: 'integer', minimum: 1, default: 1_048_576 },
    PER_IP: { type: 'integer', minimum: 1, default: 10 },
    CONFIRMATIONS: { type: 'integer', minimum: 1, maximum: 1000, default: 1, unit: 'blocks' },
    DRIVER: { enum: ['disk', 's3'], default: 'disk' },
    LEVEL: { enum: ['error', 'warn', 'info'], default: 'info' },
    ONLY: { type: 'boolean', default: false },
    SECRET: { type: 'string', minLength: 32, production: 'at least 32 characters' },
    MID: {
      type: 'string',
      pattern: '^[A-Za-z0-9]{1,40}$',
      rule: 'must be the merchant id: letters and digits',
      default: 'SANDBOX',
      production: true,
    },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    SITE: { type: 'string', format: 'uri', documentedDefault: 'the sandbox' },
  },
};

describe('what a value must be', () => {
  it('is derived from a whole number’s bounds, with the unit its name ends in', () => {
    expect(rulesOf(schema)).toMatchObject({
      PORT: 'must be a whole number from 0 to 65535',
      POLL_MS: 'must be a whole number of milliseconds from 10 to 3600000',
      WINDOW_SECONDS: 'must be a whole number of seconds from 1 to 86400',
      LIMIT_BYTES: 'must be a positive whole number of bytes',
      PER_IP: 'must be a positive whole number',
      CONFIRMATIONS: 'must be a whole number of blocks from 1 to 1000',
    });
    expect(ruleOf('RETENTION_DAYS', { type: 'integer', minimum: 1, maximum: 365 })).toBe(
      'must be a whole number of days from 1 to 365',
    );
    expect(ruleOf('QUEUE', { type: 'integer', minimum: 0 })).toBe(
      'must be a whole number of at least 0',
    );
  });

  it('is derived from a choice, a boolean, a length and a URL', () => {
    expect(rulesOf(schema)).toMatchObject({
      DRIVER: 'must be disk or s3',
      LEVEL: 'must be one of: error, warn, info',
      ONLY: 'must be true or false',
      SECRET: 'must be at least 32 characters long',
      SITE: 'must be a URL',
    });
  });

  it('is the setting’s own rule when it has one, and nothing when the schema says no more', () => {
    expect(rulesOf(schema).MID).toBe('must be the merchant id: letters and digits');
    expect(rulesOf(schema)).not.toHaveProperty('HOST');
  });

  it('names the schemes of a URL with the article each is read with', () => {
    expect(urlOf(['http', 'https'])).toEqual({
      pattern: '^(http|https)://.+',
      rule: 'must be an http:// or https:// URL',
    });
    expect(urlOf(['smtp', 'smtps']).rule).toBe('must be an smtp:// or smtps:// URL');
    expect(urlOf(['postgres', 'postgresql']).rule).toBe(
      'must be a postgres:// or postgresql:// URL',
    );
    expect(urlOf(['redis', 'rediss']).rule).toBe('must be a redis:// or rediss:// URL');
  });
});

describe('reading the environment', () => {
  it('leaves out unknown and empty variables and trims the rest', () => {
    expect(presentVariables(schema, { PORT: ' 80 ', HOST: '', OTHER: 'x' })).toEqual({
      PORT: '80',
    });
  });

  it('turns only plain digits into numbers and only true and false into booleans', () => {
    expect(
      typedVariables(schema, {
        PORT: '80',
        POLL_MS: '1e3',
        WINDOW_SECONDS: '0x10',
        PER_IP: '2.5',
        ONLY: 'true',
        DRIVER: '1',
      }),
    ).toEqual({
      PORT: 80,
      POLL_MS: '1e3',
      WINDOW_SECONDS: '0x10',
      PER_IP: '2.5',
      ONLY: true,
      DRIVER: '1',
    });
    expect(typedVariables(schema, { ONLY: 'yes' })).toEqual({ ONLY: 'yes' });
  });

  it('gives each default as .env would write it', () => {
    expect(defaultsOf(schema)).toMatchObject({ PORT: '4100', ONLY: 'false', SECRET: null });
  });

  it('names what production must set, those with a hint first', () => {
    expect(productionProblems(schema, {})).toEqual([
      'SECRET is required when NODE_ENV=production (at least 32 characters)',
      'MID is required when NODE_ENV=production',
    ]);
    expect(productionProblems(schema, { SECRET: 'x'.repeat(32), MID: 'LIVE' })).toEqual([]);
  });
});

describe('the documentation’s rows', () => {
  it('carry the default, what a value must be and whether production requires it', () => {
    const rows = documentationRows(schema);
    expect(rows.find((row) => row.name === 'PORT')).toEqual({
      name: 'PORT',
      default: '`4100`',
      accepts: 'a whole number from 0 to 65535',
      description: 'the port',
      production: '',
    });
    expect(rows.find((row) => row.name === 'SECRET')).toMatchObject({
      default: 'unset',
      production: 'required in production: at least 32 characters',
    });
    expect(rows.find((row) => row.name === 'MID')?.production).toBe('required in production');
    expect(rows.find((row) => row.name === 'SITE')?.default).toBe('the sandbox');
  });
});
