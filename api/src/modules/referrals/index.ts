// The referrals module: a referrer's table of referees, and the one writer of referral_stats.
export {
  addReferralBonus,
  countRefereePurchase,
  forgetReferee,
  insertReferee,
} from './referral-stats.js';
export { referralsRoutes } from './referrals.routes.js';
