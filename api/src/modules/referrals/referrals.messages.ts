// What the referral routes say, in the tone of the rest of the api.
export const REFERRAL_MESSAGES = {
  bonuses: 'Referral bonuses',
  invalidDay: (field: string) => `${field} must be a date written YYYY-MM-DD, like 2025-07-15`,
  dayRange: 'dateFrom must not be after dateTo',
  invalidBonus: (field: string) => `${field} must be a number of 0 or more, like 10 or 2.5`,
  bonusRange: 'minBonus must not be more than maxBonus',
} as const;
