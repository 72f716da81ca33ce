// One Kysely instance over either a PostgreSQL server (DATABASE_URL) or PGlite, PostgreSQL compiled
// to WASM, kept on disk under DATA_DIR or in memory for tests. The same migrations and queries run
// on both.
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  Kysely,
  PostgresDialect,
  type Dialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { isQueryReadTimeout } from '../lib/database-errors.js';
import { lockPgliteDirectory } from './pglite-lock.js';
import type { Database } from './schema.js';

export interface DatabaseConfig {
  /** A postgres:// URL; when absent the api uses PGlite. */
  url?: string;
  /** Where PGlite keeps its files; when absent PGlite lives in memory. */
  pgliteDir?: string;
  /**
   * PostgreSQL only: how long one statement may run before the server cancels it, and (a little
   * more) how long api waits for any answer before it gives the connection up. None when absent.
   */
  queryTimeoutMs?: number;
}

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly engine: 'postgres' | 'pglite';
  /** PostgreSQL only: the connection pool's use now. PGlite is one connection inside the process. */
  readonly poolUse?: () => PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle or lent out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface DatabaseEvents {
  /** A pooled connection failed while idle (the server restarted, the network dropped). */
  onIdleConnectionError?: (error: Error) => void;
}

// numeric and bigint must reach us as text: a JavaScript number would round token and paise amounts.
// A date (a birthday) is a calendar day, not an instant: as a Date it would shift with time zones.
const keepAsText = (value: string) => value;

/** What every PGlite instance needs, including ones callers build themselves (tests use a snapshot). */
export const PGLITE_OPTIONS = {
  // The referral search's trigram indexes, which begin with the referrer (the server has pg_trgm
  // and btree_gin among its contrib extensions).
  extensions: { btree_gin, pg_trgm },
  parsers: {
    [pgliteTypes.NUMERIC]: keepAsText,
    [pgliteTypes.INT8]: keepAsText,
    [pgliteTypes.DATE]: keepAsText,
  },
} satisfies PGliteOptions;

export function createDatabase(
  config: DatabaseConfig,
  events: DatabaseEvents = {},
): DatabaseHandle {
  if (config.url) {
    const { dialect, poolUse } = postgresDialect(config.url, config.queryTimeoutMs, events);
    return { ...handleOver(dialect, 'postgres'), poolUse };
  }
  if (!config.pgliteDir) return databaseOverPglite(new PGlite(PGLITE_OPTIONS));
  mkdirSync(config.pgliteDir, { recursive: true });
  // Throws DatabaseInUseError when another process holds the directory.
  const lock = lockPgliteDirectory(config.pgliteDir);
  try {
    const handle = databaseOverPglite(new PGlite(config.pgliteDir, PGLITE_OPTIONS));
    return { ...handle, close: () => handle.close().finally(() => lock.release()) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export function databaseOverPglite(pglite: PGlite): DatabaseHandle {
  return handleOver(new PGliteDialect(pglite), 'pglite');
}

function handleOver(dialect: Dialect, engine: DatabaseHandle['engine']): DatabaseHandle {
  const db = new Kysely<Database>({ dialect });
  let closing: Promise<void> | undefined;
  return { db, engine, close: () => (closing ??= db.destroy()) };
}

function ignoreHeldConnectionError() {}

/** A statement the server cancelled for its time answers first; this waits for that answer. */
const ANSWER_GRACE_MS = 1_000;

/**
 * The server-side limits of every session: a statement running longer than the timeout is
 * cancelled, and a transaction left idle much longer (its api lost the connection, perhaps to a
 * network partition the server cannot see) is ended, releasing the rows it locked.
 */
function sessionLimits(queryTimeoutMs: number | undefined): pg.PoolConfig {
  if (queryTimeoutMs === undefined) return {};
  return {
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + ANSWER_GRACE_MS,
    idle_in_transaction_session_timeout: queryTimeoutMs * 3,
  };
}

function postgresDialect(
  url: string,
  queryTimeoutMs: number | undefined,
  events: DatabaseEvents,
): { dialect: Dialect; poolUse: () => PoolUse } {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.NUMERIC, keepAsText);
  types.setTypeParser(pg.types.builtins.INT8, keepAsText);
  types.setTypeParser(pg.types.builtins.DATE, keepAsText);
  const pool = new pg.Pool({
    connectionString: url,
    types,
    connectionTimeoutMillis: 5_000,
    ...sessionLimits(queryTimeoutMs),
  });
  pool.on('error', (error) => events.onIdleConnectionError?.(error));
  // A connection can also break while a request holds it, between two of its queries. pg reports
  // that as an 'error' event on the client, and an event nobody listens to ends the process. The
  // request learns it from its next query (answered 503) and the pool discards the client.
  pool.on('connect', (client) => client.on('error', ignoreHeldConnectionError));
  return {
    dialect: new PostgresDialect({ pool: discardingSilentConnections(pool) }),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
  };
}

/**
 * pg gives up waiting for an answer (query_timeout) but keeps the connection, and the next query
 * on it queues behind the one that never ended. A connection that went silent is therefore
 * refused any further query and destroyed on release, instead of going back to the pool.
 */
function discardingSilentConnections(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let silent: Error | undefined;
      const query = async (sql: string, parameters: readonly unknown[]) => {
        if (silent) throw silent;
        try {
          return await client.query(sql, parameters as unknown[]);
        } catch (error) {
          if (isQueryReadTimeout(error)) silent = error;
          throw error;
        }
      };
      return {
        query,
        release: () => client.release(silent),
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
    options: pool.options,
  };
}
