// Every migration, listed by hand so the same list works from dist/ and from the TypeScript
// sources (no directory scanning). Names sort in the order they must run; append, never edit.
import type { Migration } from 'kysely/migration';
import * as createOrders from './2026-11-21-001-create-orders.js';
import * as createAccounts from './2026-11-21-002-create-accounts.js';
import * as createKyc from './2026-11-21-003-create-kyc.js';
import * as orderPayments from './2026-11-22-004-order-payments.js';
import * as referralStats from './2026-11-22-005-referral-stats.js';
import * as refereeSearch from './2026-11-22-006-referee-search.js';
import * as salesPerDay from './2026-11-22-007-sales-per-day.js';
import * as orderHolds from './2026-11-27-008-order-holds.js';
import * as workerClaims from './2026-11-27-009-worker-claims.js';
import * as bankTransferReferences from './2026-11-27-012-bank-transfer-references.js';
import * as orderRefunds from './2026-11-27-013-order-refunds.js';
import * as refereePurchaseCounts from './2026-12-06-021-referee-purchase-counts.js';
import * as onlinePaymentAttempts from './2026-12-06-022-online-payment-attempts.js';
import * as distribution from './2026-12-06-026-distribution.js';
import * as refereesOnceVerified from './2026-12-06-100-referees-once-verified.js';
import * as rememberedSessions from './2026-12-06-115-remembered-sessions.js';
import * as recoveryHolds from './2026-12-06-116-recovery-holds.js';
import * as refereeSearchByReferrer from './2026-12-06-150-referee-search-by-referrer.js';

export const migrations: Record<string, Migration> = {
  '2026-11-21-001-create-orders': createOrders,
  '2026-11-21-002-create-accounts': createAccounts,
  '2026-11-21-003-create-kyc': createKyc,
  '2026-11-22-004-order-payments': orderPayments,
  '2026-11-22-005-referral-stats': referralStats,
  '2026-11-22-006-referee-search': refereeSearch,
  '2026-11-22-007-sales-per-day': salesPerDay,
  '2026-11-27-008-order-holds': orderHolds,
  '2026-11-27-009-worker-claims': workerClaims,
  '2026-11-27-012-bank-transfer-references': bankTransferReferences,
  '2026-11-27-013-order-refunds': orderRefunds,
  '2026-12-06-021-referee-purchase-counts': refereePurchaseCounts,
  '2026-12-06-022-online-payment-attempts': onlinePaymentAttempts,
  '2026-12-06-026-distribution': distribution,
  '2026-12-06-100-referees-once-verified': refereesOnceVerified,
  '2026-12-06-115-remembered-sessions': rememberedSessions,
  '2026-12-06-116-recovery-holds': recoveryHolds,
  '2026-12-06-150-referee-search-by-referrer': refereeSearchByReferrer,
};
