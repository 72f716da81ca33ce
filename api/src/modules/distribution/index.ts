// The distribution module: the frozen plan, sending on chain, reconciliation and what investors
// see of it (issue 26; decisions 0102 to 0106).
export { distributionRoutes } from './distribution.routes.js';
export { investorDistribution, type InvestorDistribution } from './investor-distribution.js';
export type { DistributionLineRow, DistributionPlanRow } from './distribution.table.js';
export {
  applyWalletToPlan,
  holdWalletInPlan,
  releaseWalletInPlan,
  WALLET_FROZEN_MESSAGE,
} from './wallet-freeze.js';
export {
  freezePlan,
  HELD_GRACE_DAYS,
  type ChainAtFreeze,
  type FrozenPlan,
} from './plan.service.js';
export { safeExport, type SafeBatchFile, type SafeExport } from './safe-export.js';
export { planChecksum } from './plan-checksum.js';
export { findPlan, ledgerHolders } from './plan.repository.js';
export {
  KEYSTORE_PASSWORD_VARIABLE,
  keystoreJson,
  KeystoreError,
  LIGHT_SCRYPT_COST,
  unlockKeystore,
} from './sending/keystore.js';
export { reconcilePlan, type Reconciliation } from './sending/reconcile.js';
export {
  DEFAULT_SEND_OPTIONS,
  sendPlan,
  type SendOptions,
  type SendResult,
} from './sending/sender.js';
export { distributionStatus, type DistributionStatus } from './status.js';
