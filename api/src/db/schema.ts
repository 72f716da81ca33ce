// The whole database as Kysely sees it, assembled from one file per table.
import type { AuditLogTable } from './tables/audit-log.js';
import type { AuthTokensTable } from './tables/auth-tokens.js';
import type { KycApplicationsTable } from './tables/kyc-applications.js';
import type { KycDocumentsTable } from './tables/kyc-documents.js';
import type { MailOutboxTable } from './tables/mail-outbox.js';
import type {
  OrdersTable,
  ReferralStatsTable,
  SalesPerDayTable,
  SaleSupplyTable,
} from './tables/orders.js';
import type { SessionsTable } from './tables/sessions.js';
import type { UsersTable } from './tables/users.js';

export interface Database {
  orders: OrdersTable;
  sale_supply: SaleSupplyTable;
  sales_per_day: SalesPerDayTable;
  referral_stats: ReferralStatsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  sessions: SessionsTable;
  mail_outbox: MailOutboxTable;
  kyc_applications: KycApplicationsTable;
  kyc_documents: KycDocumentsTable;
  audit_log: AuditLogTable;
}
