// Deletes refresh-token rows that can no longer open a session: expired, revoked, or rotated
// (replaced by a newer token of their family). Each is kept for the retention first, because a
// rotated token presented again is how a stolen refresh token is noticed (its family is then
// revoked): within the retention that still works; after it, the old token is simply unknown and
// opens nothing. Runs in batches, every interval, on a timer that never keeps the process alive.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

const BATCH_SIZE = 1000;
export const SESSION_PURGE_INTERVAL_MS = 60 * 60_000;

/** Deletes the rows whose expiry, revocation or rotation is older than `retentionMs`. */
export async function purgeSessions(
  db: Kysely<Database>,
  now: Date,
  retentionMs: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs);
  let deleted = 0;
  for (;;) {
    const batch = await db
      .deleteFrom('sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('sessions')
          .select('id')
          .where((row) =>
            row.or([
              row('expires_at', '<', cutoff),
              row('revoked_at', '<', cutoff),
              row('rotated_at', '<', cutoff),
            ]),
          )
          .limit(BATCH_SIZE),
      )
      .executeTakeFirst();
    const count = Number(batch.numDeletedRows);
    deleted += count;
    if (count < BATCH_SIZE) return deleted;
  }
}

export interface SessionPurgeWorker {
  start(): void;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

export function createSessionPurgeWorker(options: {
  db: Kysely<Database>;
  now: () => Date;
  retentionMs: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}): SessionPurgeWorker {
  const { db, now, retentionMs, intervalMs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let running = false;

  function schedule() {
    timer = setTimeout(runPass, intervalMs);
    timer.unref();
  }

  function runPass() {
    if (!running) return;
    pass = purgeSessions(db, now(), retentionMs)
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted }, 'old sessions purged');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'session purge failed'))
      .finally(() => {
        pass = undefined;
        if (running) schedule();
      });
  }

  return {
    start() {
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await pass;
    },
  };
}
