// Throwaway PostgreSQL databases for the data benchmarks, and what their query plans say: each
// benchmark creates a fresh database on the server, migrates it with the api's migrations, and
// drops it at the end, whatever happened.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const BENCH_DATABASE = /^rent_bench_[0-9a-f]+$/;

export async function createBenchDatabase(serverUrl: string): Promise<string> {
  const name = `rent_bench_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(serverUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!BENCH_DATABASE.test(name)) throw new Error(`refusing to drop ${name}`);
  await withServer(serverUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

/** Runs `work` on a database of its own, dropped afterwards. */
export async function withBenchDatabase<T>(
  serverUrl: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const url = await createBenchDatabase(serverUrl);
  try {
    return await work(url);
  } finally {
    await dropBenchDatabase(serverUrl, url);
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
