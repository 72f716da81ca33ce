// The whole database as Kysely sees it, assembled from the table files of the modules that own
// them (one file per table; migrations stay in db/migrations).
import type { AuditLogTable } from '../modules/audit/audit-log.table.js';
import type {
  DistributionLinesTable,
  DistributionPlansTable,
  DistributionTransfersTable,
} from '../modules/distribution/distribution.table.js';
import type { AuthTokensTable } from '../modules/auth/tokens/auth-tokens.table.js';
import type { SessionsTable } from '../modules/auth/sessions/sessions.table.js';
import type { KycApplicationsTable } from '../modules/kyc/kyc-applications.table.js';
import type { KycDocumentsTable } from '../modules/kyc/kyc-documents.table.js';
import type { MailOutboxTable } from '../modules/mail/mail-outbox.table.js';
import type { BankTransferReferencesTable } from '../modules/orders/manual/bank-transfer-references.table.js';
import type { SaleSupplyTable } from '../modules/orders/ledger/sale-supply.table.js';
import type { SalesPerDayTable } from '../modules/orders/ledger/sales-per-day.table.js';
import type { OnlinePaymentAttemptsTable } from '../modules/orders/online/online-payment-attempts.table.js';
import type { OrdersTable } from '../modules/orders/orders.table.js';
import type { ReferralStatsTable } from '../modules/referrals/referral-stats.table.js';
import type { UsersTable } from '../modules/users/users.table.js';

export interface Database {
  orders: OrdersTable;
  online_payment_attempts: OnlinePaymentAttemptsTable;
  sale_supply: SaleSupplyTable;
  bank_transfer_references: BankTransferReferencesTable;
  sales_per_day: SalesPerDayTable;
  referral_stats: ReferralStatsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  sessions: SessionsTable;
  mail_outbox: MailOutboxTable;
  kyc_applications: KycApplicationsTable;
  kyc_documents: KycDocumentsTable;
  audit_log: AuditLogTable;
  distribution_plans: DistributionPlansTable;
  distribution_lines: DistributionLinesTable;
  distribution_transfers: DistributionTransfersTable;
}
