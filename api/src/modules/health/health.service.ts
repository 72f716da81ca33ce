import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { serviceUnavailable } from '../../lib/errors.js';

// Any failure of the probe means the database cannot serve requests, whatever the driver says,
// so it is reported as unavailable (503) for load balancers to act on.
export async function checkHealth(db: Kysely<Database>, log: FastifyBaseLogger) {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    log.error({ err: error }, 'database health check failed');
    throw serviceUnavailable();
  }
  return { status: 'ok', database: 'up' } as const;
}
