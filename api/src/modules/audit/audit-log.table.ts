// Who did what to which record, with the state before and after: every team action (KYC reviews,
// later order approvals) and the investor's own sensitive changes.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { InstantColumn } from '../../db/columns.js';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** jsonb: written as JSON text, read back parsed. */
type JsonColumn = ColumnType<JsonValue | null, string | null | undefined, string | null>;

export interface AuditLogTable {
  id: Generated<string>;
  /** `admin-cli:<os user>` for the team's tool, the user's id for an investor's own action. */
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: JsonColumn;
  after: JsonColumn;
  created_at: InstantColumn;
}

export type AuditLogRow = Selectable<AuditLogTable>;
