// Gives every route the database as `app.db`, and the metrics its pool's use. A database handed in
// by the caller (tests, tools) is the caller's to migrate and close; otherwise the app opens the
// configured one, migrates it and closes it when the app closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, type DatabaseConfig, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Which database runs, and the pool's use on PostgreSQL, for the metrics. */
    databaseUse: Pick<DatabaseHandle, 'engine' | 'poolUse'>;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseConfig;
  database?: DatabaseHandle;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const database = options.database ?? (await openOwnDatabase(app, options.config));
    app.decorate('db', database.db);
    app.decorate('databaseUse', { engine: database.engine, poolUse: database.poolUse });
  },
  { name: 'database' },
);

async function openOwnDatabase(app: FastifyInstance, config: DatabaseConfig) {
  const database = createDatabase(config, {
    onIdleConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
  });
  app.addHook('onClose', () => database.close());
  const applied = await migrate(database, config);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  return database;
}

/**
 * A migration may rewrite a large table: on PostgreSQL it runs over a pool of its own, without the
 * query timeout that requests have.
 */
async function migrate(database: DatabaseHandle, config: DatabaseConfig): Promise<string[]> {
  if (!config.url || config.queryTimeoutMs === undefined) return migrateToLatest(database.db);
  const unlimited = createDatabase({ url: config.url });
  try {
    return await migrateToLatest(unlimited.db);
  } finally {
    await unlimited.close();
  }
}
