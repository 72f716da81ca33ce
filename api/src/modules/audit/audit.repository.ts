// The audit log: one row per sensitive action, written in the transaction of the action itself.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditLogRow, JsonValue } from './audit-log.table.js';

export interface AuditEntry {
  actor: string;
  action: string;
  subject: { type: string; id: string };
  before: JsonValue;
  after: JsonValue;
}

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: Date) {
  await recordAudits(db, [{ entry, at: now }]);
}

/** Several entries in one statement, written in the order given, each at its own instant. */
export async function recordAudits(
  db: Kysely<Database>,
  entries: readonly { entry: AuditEntry; at: Date }[],
) {
  if (entries.length === 0) return;
  await auditInsert(db, entries).execute();
}

/**
 * recordAudits's statement for one entry or more, not sent: for a caller that sends it with other
 * writes as one.
 */
export function auditInsert(
  db: Kysely<Database>,
  entries: readonly { entry: AuditEntry; at: Date }[],
) {
  return db.insertInto('audit_log').values(
    entries.map(({ entry, at }) => ({
      actor: entry.actor,
      action: entry.action,
      subject_type: entry.subject.type,
      subject_id: entry.subject.id,
      before: asJson(entry.before),
      after: asJson(entry.after),
      created_at: at,
    })),
  );
}

/** A change an investor made to their own account: they are both who acted and what changed. */
export async function recordOwnChange(
  db: Kysely<Database>,
  userId: string,
  change: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  now: Date,
) {
  await recordAudit(db, { actor: userId, subject: { type: 'user', id: userId }, ...change }, now);
}

export interface OrderDecision {
  /** Who decided: the operator, or what credited the order. */
  actor: string;
  action: string;
  /** The order as the decision left it. */
  order: { id: string; status: string };
  /** Its status before the decision. */
  from: string;
}

/**
 * A decision on an order: before is the status it had, after the status it has now followed by
 * the decision's details.
 */
export function orderDecisionEntry(
  { actor, action, order, from }: OrderDecision,
  details: { [key: string]: JsonValue },
): AuditEntry {
  return {
    actor,
    action,
    subject: { type: 'order', id: order.id },
    before: { status: from },
    after: { status: order.status, ...details },
  };
}

/** Writes the decision on an order (orderDecisionEntry) at `now`. */
export async function recordOrderDecision(
  db: Kysely<Database>,
  decision: OrderDecision,
  details: { [key: string]: JsonValue },
  now: Date,
) {
  await recordAudit(db, orderDecisionEntry(decision, details), now);
}

/**
 * A step the team took with the distribution (its list, plan, transfers): the record is the list,
 * named by its checksum, and nothing stood before.
 */
export async function recordDistributionStep(
  db: Kysely<Database>,
  step: { actor: string; action: string; checksum: string },
  after: JsonValue,
  now: Date,
) {
  const { actor, action, checksum } = step;
  await recordAudit(
    db,
    { actor, action, subject: { type: 'distribution', id: checksum }, before: null, after },
    now,
  );
}

// Nothing before (or after) is SQL null, not the JSON value null.
function asJson(value: JsonValue): string | null {
  return value === null ? null : JSON.stringify(value);
}

/** The history of one record, oldest first. */
export async function auditTrailOf(
  db: Kysely<Database>,
  subject: { type: string; id: string },
): Promise<AuditLogRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface AuditFilter {
  /** Only rows about these records (an investor and their orders, or one order). */
  subjectIds?: readonly string[];
  /** Only rows by this actor. */
  actor?: string;
  /** The latest this many rows. */
  limit: number;
}

/** The latest rows that match, oldest first. */
export async function latestAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
): Promise<AuditLogRow[]> {
  if (filter.subjectIds?.length === 0) return [];
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .$if(filter.subjectIds !== undefined, (query) =>
      query.where('subject_id', 'in', filter.subjectIds ?? []),
    )
    .$if(filter.actor !== undefined, (query) => query.where('actor', '=', filter.actor ?? ''))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.reverse();
}
