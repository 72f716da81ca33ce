// At start-up a PostgreSQL server may still be coming up (a container started beside api, a
// failover): api asks it again for a bounded time, then gives up with one line naming the server.
import pg from 'pg';

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export interface DatabaseWait {
  /** How long to keep asking before giving up. */
  timeoutMs: number;
  /** The pause between two attempts. */
  retryMs?: number;
  /** Told once, on the first failure, that api is waiting. */
  onWaiting?: (message: string) => void;
}

/** Resolves once the server at `url` answers a query; throws DatabaseUnreachableError otherwise. */
export async function waitForDatabase(
  url: string,
  { timeoutMs, retryMs = 1_000, onWaiting }: DatabaseWait,
): Promise<void> {
  const server = describeServer(url);
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    const left = deadline - Date.now();
    const problem = await tryQuery(url, Math.max(500, Math.min(5_000, left)));
    if (problem === null) return;
    if (Date.now() + retryMs > deadline) {
      throw new DatabaseUnreachableError(
        `api cannot reach the database at ${server} after ${attempt} attempt${attempt === 1 ? '' : 's'} in ${Math.round(timeoutMs / 1000)} s: ${problem}`,
      );
    }
    if (attempt === 1) onWaiting?.(`waiting for the database at ${server} (${problem})`);
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}

async function tryQuery(url: string, timeoutMs: number): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return reasonOf(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code} ${error.message}`
      : error.message;
  }
  return String(error);
}

/** host:port/database, never the credentials. */
function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
