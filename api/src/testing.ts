// api's front door for the test tooling (hardening, bench, e2e): what they may open, seed and call
// in-process. They import this module only (`@rent/api/testing`), never api's files by path; it is
// left out of the build.
export { environmentDefaults } from './config.js';
export { createDatabase, type DatabaseHandle } from './db/database.js';
export { migrateToLatest } from './db/migrate.js';
export type { Database } from './db/schema.js';
export { hashPassword } from './modules/auth/passwords/passwords.js';
export { signAccessToken } from './modules/auth/tokens/tokens.js';
export { orderHistory, salesGraph } from './modules/orders/reports/order-reports.service.js';
export {
  addSoldTokens,
  insertOrder,
  sumCreditedTokensOfUser,
} from './modules/orders/orders.repository.js';
export type { ReferralBonusesQuery } from './modules/referrals/referrals.schemas.js';
export { insertReferee } from './modules/referrals/index.js';
export { referralBonuses } from './modules/referrals/referrals.service.js';
export { tokenSupply } from './modules/supply/supply.service.js';
export { findUserById, insertUser } from './modules/users/users.repository.js';
export { freezePlan } from './modules/distribution/index.js';
export { defaultSaleDefinition } from './modules/sale/sale.definition.js';
export { createChainReader, type ChainConfig } from './modules/chain/index.js';
export { DEFAULT_SEND_OPTIONS, sendPlan } from './modules/distribution/index.js';
