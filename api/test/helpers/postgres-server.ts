// Creating and dropping throw-away databases on the PostgreSQL server named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_PREFIX = 'rent_test_';

export async function createServerDatabase(serverUrl: string, runId: string): Promise<string> {
  const name = `${TEST_DATABASE_PREFIX}${runId}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropServerDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^rent_test_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await withClient(serverUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

export async function dropRunDatabases(serverUrl: string, runId: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DATABASE_PREFIX}${runId}\\_%`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

async function withClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
