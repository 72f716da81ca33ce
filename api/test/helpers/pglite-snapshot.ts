// Starting PGlite from scratch (initdb inside WASM) costs seconds of CPU; starting it from the data
// directory of an already migrated instance costs a fraction of that. The run makes one snapshot
// and every test file starts its own in-memory PGlite from it.
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { databaseOverPglite, PGLITE_OPTIONS, type DatabaseHandle } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

export async function writeMigratedSnapshot(file: string): Promise<void> {
  const pglite = new PGlite(PGLITE_OPTIONS);
  const database = databaseOverPglite(pglite);
  try {
    await migrateToLatest(database.db);
    const snapshot = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await database.close();
  }
}

export async function openSnapshot(file: string): Promise<DatabaseHandle> {
  const loadDataDir = new Blob([await readFile(file)]);
  return databaseOverPglite(new PGlite({ ...PGLITE_OPTIONS, loadDataDir }));
}
