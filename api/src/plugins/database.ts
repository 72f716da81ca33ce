// Gives every route the database as `app.db`. A database handed in by the caller (tests, tools)
// is the caller's to migrate and close; otherwise the app opens the configured one, migrates it
// and closes it when the app closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, type DatabaseConfig, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
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
  },
  { name: 'database' },
);

async function openOwnDatabase(app: FastifyInstance, config: DatabaseConfig) {
  const database = createDatabase(config, {
    onIdleConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
  });
  app.addHook('onClose', () => database.close());
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  return database;
}
