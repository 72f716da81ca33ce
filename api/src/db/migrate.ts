import type { Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

const staticMigrations: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** Brings the schema up to date; throws (naming the migration) if one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: staticMigrations });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` "${failed.migrationName}"` : '';
    throw new Error(`Database migration${name} failed`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
