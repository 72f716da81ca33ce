import { describe, expect, it } from 'vitest';
import { lockfileProblems } from './lockfile.mjs';

const integrity = 'sha512-AAAA';
const lockWith = (packages) => ({ lockfileVersion: 3, packages });
const root = { name: 'app', dependencies: { pino: '^9.0.0' } };

describe('the lockfile check', () => {
  it('accepts a lockfile that pins every named dependency in its range', () => {
    const lock = lockWith({
      '': { dependencies: { pino: '^9.0.0' } },
      'node_modules/pino': { version: '9.4.0', integrity },
    });
    expect(lockfileProblems(lock, { '': root })).toEqual([]);
  });

  it('refuses a dependency added to a manifest but not to the lockfile', () => {
    const lock = lockWith({
      '': { dependencies: { pino: '^9.0.0' } },
      'node_modules/pino': { version: '9.4.0', integrity },
    });
    const manifest = { dependencies: { pino: '^9.0.0', viem: '^2.0.0' } };
    expect(lockfileProblems(lock, { '': manifest })).toEqual([
      "the root package.json names viem@^2.0.0 in dependencies; the lockfile's copy does not",
    ]);
  });

  it('refuses a pinned version outside the range a workspace asks for', () => {
    const lock = lockWith({
      api: { dependencies: { kysely: '^0.29.0' } },
      'node_modules/kysely': { version: '0.28.18', integrity },
    });
    const manifests = { api: { dependencies: { kysely: '^0.29.0' } } };
    expect(lockfileProblems(lock, manifests)).toEqual([
      'api/package.json names kysely@^0.29.0; the lockfile pins 0.28.18',
    ]);
  });

  it("finds a workspace's own copy before the root's", () => {
    const lock = lockWith({
      hardening: { dependencies: { ioredis: '^5.0.0' } },
      'hardening/node_modules/ioredis': { version: '5.11.1', integrity },
      'node_modules/ioredis': { version: '6.1.0', integrity },
    });
    expect(lockfileProblems(lock, { hardening: { dependencies: { ioredis: '^5.0.0' } } })).toEqual(
      [],
    );
  });

  it('refuses an entry without an integrity hash, or fetched over http', () => {
    const lock = lockWith({
      '': { dependencies: { pino: '^9.0.0' } },
      'node_modules/pino': { version: '9.4.0' },
      'node_modules/ms': { version: '2.1.3', integrity, resolved: 'http://example.test/ms.tgz' },
    });
    expect(lockfileProblems(lock, { '': root })).toEqual([
      'node_modules/pino has no integrity hash',
      'node_modules/ms is fetched over http:',
    ]);
  });
});
