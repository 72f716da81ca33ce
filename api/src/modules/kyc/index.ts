// The kyc module: an investor's identity check and receiving wallet, and the team's review of it.
export {
  decideKyc,
  findInvestor,
  kycFileOf,
  readKycDocument,
  type KycDecision,
} from './kyc-review.service.js';
export { loadExchangeWallets, type ExchangeWallets } from './exchange-wallets.js';
export { submitKyc } from './kyc.service.js';
export { listKycApplications, lockUser } from './kyc.repository.js';
export { kycRoutes } from './kyc.routes.js';
export { heldApplicationOf, heldApplicationRefusal, withdrawApplication } from './kyc-holds.js';
export type { KycApplicationRow } from './kyc-applications.table.js';
export type { RequiredKycField } from './kyc-rules.js';
