// Operations sent by hash (decision 0092). The web app's documents are known by the hash codegen
// gave them; other clients (mobile apps) use Apollo's automatic persisted queries: a hash alone,
// and when the gateway does not know it, the text once with its hash, which the gateway checks
// and keeps in a bounded store of its own. With `knownOnly`, only the known documents run: no
// text, no registration.
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { createLRUCache, type Plugin } from 'graphql-yoga';
import { useAPQ, type APQStore } from '@graphql-yoga/plugin-apq';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';

/** Registered texts a gateway keeps, and the longest it keeps (ample for any screen's query). */
export const APQ_STORE_LIMITS = { entries: 1000, characters: 10_000, ttlMs: 24 * 60 * 60_000 };

/**
 * New registrations one client address may make a minute (decision 0099): an app registers its
 * few dozen documents once; a client that registers more is filling the store to evict others'.
 */
export const APQ_REGISTRATIONS_PER_MINUTE = 30;

export const PERSISTED_QUERY_ONLY_MESSAGE =
  'This server runs only the operations it knows, sent by hash in extensions.persistedQuery; arbitrary operations and new registrations are refused.';

export interface PersistedOperationsOptions {
  /** The documents every client may send by hash: hex SHA-256 of the text → the text. */
  known: Readonly<Record<string, string>>;
  /** Production for a team that wants it: only the known documents run. */
  knownOnly: boolean;
  /** The client address of a request's server context (registrations are counted by it). */
  clientOf?: (context: unknown) => string;
  now?: () => number;
}

export interface PersistedOperations {
  /** Run first among the plugins that read an operation's text (limits, tracking). */
  plugins: Plugin[];
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

function tooManyRegistrations(retryAfter: number): GraphQLError {
  return new GraphQLError(
    'Too many new operations registered from this address. Please try again later.',
    { extensions: { code: 'RATE_LIMITED', retryAfter, http: { status: 429 } } },
  );
}

/**
 * Counts new registrations per client in fixed one-minute windows and refuses those past the
 * allowance before the APQ plugin stores anything. The web app's documents and texts already
 * registered cost nothing.
 */
function useRegistrationLimit(
  isStored: (hash: string) => boolean,
  clientOf: (context: unknown) => string,
  now: () => number,
): Plugin {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    onParams({ params, context }) {
      const hash = persistedHashOf(params);
      if (hash === null || typeof params.query !== 'string' || isStored(hash)) return;
      const time = now();
      if (time - windowStart >= 60_000) {
        windowStart = time;
        counts = new Map();
      }
      const client = clientOf(context);
      const used = (counts.get(client) ?? 0) + 1;
      counts.set(client, used);
      if (used > APQ_REGISTRATIONS_PER_MINUTE)
        throw tooManyRegistrations(Math.ceil((windowStart + 60_000 - time) / 1000));
    },
  };
}

export function persistedOperations({
  known,
  knownOnly,
  clientOf = () => '',
  now = Date.now,
}: PersistedOperationsOptions): PersistedOperations {
  // The web app's documents live in `known`, never in this store: no registration evicts them.
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
  const limit = useRegistrationLimit((hash) => lookup(hash) !== null, clientOf, now);

  return {
    // The limit looks at a registration before the APQ plugin stores it.
    plugins: knownOnly ? [plugin as Plugin] : [limit, plugin as Plugin],
    textOf(params) {
      if (isRecord(params) && typeof params.query === 'string') return params.query;
      const hash = persistedHashOf(params);
      if (hash === null) return null;
      return knownOnly ? (Object.hasOwn(known, hash) ? (known[hash] ?? null) : null) : lookup(hash);
    },
  };
}
