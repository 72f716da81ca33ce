import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSchemas } from './schema-evolution.mjs';
import { ROOT } from './services.mjs';

const schema = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');
const released = readFileSync(join(ROOT, 'schema.released.graphql'), 'utf8');

/** schema.graphql with `from` replaced by `to` (which must be there exactly once). */
function edited(from, to) {
  expect(schema.split(from)).toHaveLength(2);
  return schema.replace(from, to);
}

/** `npm run schema:check` on `current` against the committed snapshot. */
function check(current) {
  const dir = mkdtempSync(join(tmpdir(), 'rent-schema-check-'));
  writeFileSync(join(dir, 'schema.graphql'), current);
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts/schema-check.mjs'),
      '--schema',
      join(dir, 'schema.graphql'),
      '--released',
      join(ROOT, 'schema.released.graphql'),
    ],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('schema evolution against the released snapshot', () => {
  it('passes on the tree', () => {
    expect(compareSchemas(released, schema).breaking).toEqual([]);
    const { status, output } = check(schema);
    expect(status).toBe(0);
    expect(output).toContain('no breaking change');
  });

  it('fails on a removed field, naming it', () => {
    const current = edited(
      '  "The e-mail address investors write to about a payment, quoting its order id (`purchaseId`)."\n  supportEmail: String!\n',
      '',
    );
    expect(compareSchemas(released, current).breaking).toEqual([
      { type: 'FIELD_REMOVED', description: 'Sale.supportEmail was removed.' },
    ]);
    const { status, output } = check(current);
    expect(status).toBe(1);
    expect(output).toContain('breaking  FIELD_REMOVED: Sale.supportEmail was removed.');
    expect(output).toContain('npm run schema:release');
  });

  it('fails on a field whose type changed', () => {
    const current = edited('  tokenBalance: Decimal!\n', '  tokenBalance: String!\n');
    expect(compareSchemas(released, current).breaking).toEqual([
      {
        type: 'FIELD_CHANGED_KIND',
        description: 'User.tokenBalance changed type from Decimal! to String!.',
      },
    ]);
    expect(check(current).status).toBe(1);
  });

  it('fails when an optional argument becomes required', () => {
    const current = edited('    search: String\n', '    search: String!\n');
    expect(compareSchemas(released, current).breaking.map((change) => change.type)).toEqual([
      'ARG_CHANGED_KIND',
    ]);
  });

  it('lets descriptions change freely', () => {
    const current = edited(
      '"The RENT pre-sale: what is sold, at what price, up to which cap, and when."',
      '"The sale, described in other words."',
    ).replace(/"Ticker symbol: RENT."/, '"""\nThe ticker symbol.\n"""');
    expect(compareSchemas(released, current)).toEqual({ breaking: [], dangerous: [] });
    expect(check(current).status).toBe(0);
  });

  it('lists dangerous changes as warnings and passes', () => {
    const current = edited(
      '  FALLBACK\n}',
      '  FALLBACK\n  "Rates typed in by the team."\n  MANUAL\n}',
    );
    expect(compareSchemas(released, current).dangerous).toEqual([
      {
        type: 'VALUE_ADDED_TO_ENUM',
        description: 'MANUAL was added to enum type ExchangeRateSource.',
      },
    ]);
    const { status, output } = check(current);
    expect(status).toBe(0);
    expect(output).toContain('dangerous VALUE_ADDED_TO_ENUM');
  });
});
