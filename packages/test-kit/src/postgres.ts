// Throw-away databases on a PostgreSQL server (TEST_DATABASE_URL, BENCH_DATABASE_URL): each is
// named `<prefix><random hex>`, created fresh and dropped afterwards. Only names that start with
// the prefix are ever dropped, so a mistyped URL cannot remove a real database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates a database named `<prefix><8 hex digits>`; answers its URL on the same server. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database at `url`, which must be one `createThrowawayDatabase` made with `prefix`. */
export async function dropThrowawayDatabase(
  serverUrl: string,
  url: string,
  prefix: string,
): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!new RegExp(`^${prefix}[a-z0-9_]+$`).test(name)) throw new Error(`refusing to drop ${name}`);
  await withServer(serverUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

/** Drops every database whose name starts with `prefix` (what crashed runs left behind). */
export async function dropThrowawayDatabases(serverUrl: string, prefix: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix.replace(/_/g, '\\_')}%`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

/** Runs `work` on a database of its own, dropped afterwards whatever happened. */
export async function withThrowawayDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const url = await createThrowawayDatabase(serverUrl, prefix);
  try {
    return await work(url);
  } finally {
    await dropThrowawayDatabase(serverUrl, url, prefix);
  }
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
