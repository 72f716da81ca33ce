// What the team watches of the outbox, in one aggregate over the unsent rows.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface OutboxFigures {
  /** Unsent mail whose time has come: the backlog the worker has still to send. */
  due: number;
  /** Unsent mail whose last attempt failed, waiting for its next one. */
  failing: number;
  /** Mail given up (too many attempts or a permanent refusal): the team resends it. */
  failed: number;
  /** When the oldest due mail was queued; null when none is due. */
  oldestDueAt: Date | null;
}

export async function outboxFigures(db: Kysely<Database>, now: Date): Promise<OutboxFigures> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn
        .countAll<string>()
        .filterWhere((row) =>
          row.and([row('failed_at', 'is', null), row('next_attempt_at', '<=', now)]),
        )
        .as('due'),
      eb.fn
        .countAll<string>()
        .filterWhere((row) =>
          row.and([row('failed_at', 'is', null), row('last_error', 'is not', null)]),
        )
        .as('failing'),
      eb.fn.countAll<string>().filterWhere('failed_at', 'is not', null).as('failed'),
      eb.fn
        .min('created_at')
        .filterWhere((row) =>
          row.and([row('failed_at', 'is', null), row('next_attempt_at', '<=', now)]),
        )
        .as('oldest_due_at'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    due: Number(row.due),
    failing: Number(row.failing),
    failed: Number(row.failed),
    oldestDueAt: row.oldest_due_at === null ? null : new Date(row.oldest_due_at),
  };
}
