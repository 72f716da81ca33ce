// Operations sent by hash (decision 0092). The web app's documents are known by the hash codegen
// gave them; other clients (mobile apps) use Apollo's automatic persisted queries: a hash alone,
// and when the gateway does not know it, the text once with its hash, which the gateway checks
// and keeps in a bounded store of its own. With `knownOnly`, only the known documents run: no
// text, no registration.
import { createHash } from 'node:crypto';
import { createLRUCache, type Plugin } from 'graphql-yoga';
import { useAPQ, type APQStore } from '@graphql-yoga/plugin-apq';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';

/** Registered texts a gateway keeps, and the longest it keeps (ample for any screen's query). */
export const APQ_STORE_LIMITS = { entries: 1000, characters: 10_000, ttlMs: 24 * 60 * 60_000 };

export const PERSISTED_QUERY_ONLY_MESSAGE =
  'This server runs only the operations it knows, sent by hash in extensions.persistedQuery; arbitrary operations and new registrations are refused.';

export interface PersistedOperationsOptions {
  /** The documents every client may send by hash: hex SHA-256 of the text → the text. */
  known: Readonly<Record<string, string>>;
  /** Production for a team that wants it: only the known documents run. */
  knownOnly: boolean;
}

export interface PersistedOperations {
  /** Runs first among the plugins that read an operation's text (limits, tracking). */
  plugin: Plugin;
  /** The text an operation will run: its own, else the one its hash stands for (or null). */
  textOf(params: unknown): string | null;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The hash of `extensions.persistedQuery` (APQ, version 1), if the operation carries one. */
export function persistedHashOf(params: unknown): string | null {
  if (!isRecord(params) || !isRecord(params.extensions)) return null;
  const persisted = params.extensions.persistedQuery;
  if (!isRecord(persisted) || persisted.version !== 1) return null;
  return typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

// A refusal of the protocol reaches the client with 200, as Apollo's clients on every platform
// read it (a batch answers 200 in any case): the code says what to do.
const notFound = {
  message: 'PersistedQueryNotFound',
  extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 200 } },
};

export function persistedOperations({
  known,
  knownOnly,
}: PersistedOperationsOptions): PersistedOperations {
  const registered = createLRUCache<string>({
    max: APQ_STORE_LIMITS.entries,
    ttl: APQ_STORE_LIMITS.ttlMs,
  });
  const lookup = (hash: string): string | null =>
    Object.hasOwn(known, hash) ? (known[hash] ?? null) : (registered.get(hash) ?? null);

  const store: APQStore = {
    get: lookup,
    set(hash, text) {
      // A text too long to keep still runs this once; its hash alone will not be found.
      if (!Object.hasOwn(known, hash) && text.length <= APQ_STORE_LIMITS.characters)
        registered.set(hash, text);
    },
  };

  const plugin = knownOnly
    ? usePersistedOperations({
        getPersistedOperation: (hash) =>
          Object.hasOwn(known, hash) ? (known[hash] ?? null) : null,
        allowArbitraryOperations: false,
        customErrors: {
          notFound,
          persistedQueryOnly: {
            message: PERSISTED_QUERY_ONLY_MESSAGE,
            extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 403 } },
          },
          keyNotFound: {
            message: PERSISTED_QUERY_ONLY_MESSAGE,
            extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
          },
        },
      })
    : useAPQ({ store, hash: sha256, responseConfig: { forceStatusCodeOk: true } });

  return {
    plugin: plugin as Plugin,
    textOf(params) {
      if (isRecord(params) && typeof params.query === 'string') return params.query;
      const hash = persistedHashOf(params);
      if (hash === null) return null;
      return knownOnly ? (Object.hasOwn(known, hash) ? (known[hash] ?? null) : null) : lookup(hash);
    },
  };
}
