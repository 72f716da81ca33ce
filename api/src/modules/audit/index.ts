// The audit module: the append-only log of what the team and investors changed.
export { auditTrailOf, recordAudit } from './audit.repository.js';
