// The audit module: the append-only log of what the team and investors changed.
export {
  auditInsert,
  auditTrailOf,
  latestAudit,
  orderDecisionEntry,
  recordAudit,
  recordAudits,
  recordDistributionStep,
  recordOrderDecision,
  recordOwnChange,
  type AuditEntry,
  type AuditFilter,
  type OrderDecision,
} from './audit.repository.js';
export {
  auditSubjectsOf,
  orderIdsOf,
  type AuditedOrder,
  type AuditSubjects,
} from './audit-subjects.repository.js';
export type { AuditLogRow, JsonValue } from './audit-log.table.js';
