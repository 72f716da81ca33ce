// The users module: investors' records (the users table), their profile rules and how clients
// see them.
export { firstNameOf } from './first-name.js';
export { personNameProblem } from './person-name.js';
export {
  checkProfileChanges,
  EARLIEST_BIRTH_YEAR,
  normalisePhone,
  type ProfileChanges,
} from './profile-rules.js';
export { newReferralCode, normaliseReferralCode } from './referral-codes.js';
export { USER_MESSAGES } from './users.messages.js';
export {
  findUserByEmail,
  findUserById,
  findUserIdByReferralCode,
  findUserIdByWallet,
  insertUser,
  updateUser,
} from './users.repository.js';
export { PasswordChange, ProfileUpdate, PublicUser, UserData } from './users.schemas.js';
export { KYC_STATUSES, type KycStatus } from '../../db/columns.js';
export type { UserRow } from './users.table.js';
export { toPublicUser } from './users.view.js';
