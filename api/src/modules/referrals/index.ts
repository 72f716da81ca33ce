// The referrals module: a referrer's table of referees, and the one writer of referral_stats.
export {
  addReferralBonus,
  countRefereePurchase,
  refereePurchaseCount,
  requireRefereeCounted,
  forgetReferee,
  insertReferee,
  type RefereePurchase,
} from './referral-stats.js';
export { referralsRoutes } from './referrals.routes.js';
