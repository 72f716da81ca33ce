// Query and answer shapes of GET /referral/bonuses. Ranges and formats the schema cannot express
// (real calendar days, decimals, from ≤ to) are checked by referral-criteria.ts.
import { Type, type Static } from 'typebox';

export const REFERRAL_PAGE_SIZES = [5, 10, 25, 50, 100] as const;

export const REFERRAL_SORT_FIELDS = [
  'createdAt',
  'name',
  'totalBonusTokens',
  'purchaseCount',
  'lastPurchaseDate',
] as const;
export type ReferralSortField = (typeof REFERRAL_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const Day = (description: string) =>
  Type.String({ maxLength: 10, description: `${description} (YYYY-MM-DD, India Standard Time)` });

const Bonus = (description: string) =>
  Type.String({ maxLength: 40, description: `${description}: a decimal of 0 or more, like 2.5` });

export const ReferralBonusesQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'From 1' }),
  limit: Type.Integer({
    enum: [...REFERRAL_PAGE_SIZES],
    default: 10,
    description: 'Referred investors per page',
  }),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Part of the name or e-mail address, in any case; blank means everyone',
    }),
  ),
  sortBy: Type.Enum(REFERRAL_SORT_FIELDS, { default: 'createdAt' }),
  sortOrder: Type.Enum(SORT_ORDERS, { default: 'desc' }),
  dateFrom: Type.Optional(Day('Signed up on or after this day')),
  dateTo: Type.Optional(Day('Signed up on or before this day')),
  minBonus: Type.Optional(Bonus('At least this many bonus RENT earned from the investor')),
  maxBonus: Type.Optional(Bonus('At most this many bonus RENT earned from the investor')),
});
export type ReferralBonusesQuery = Static<typeof ReferralBonusesQuery>;

const DecimalText = (description: string) =>
  Type.String({ pattern: '^\\d+(\\.\\d+)?$', description });

export const REFERRAL_BONUS_STATES = ['credited', 'held', 'lost', 'none'] as const;

export const ReferralPurchase = Type.Object({
  _id: Type.String({
    format: 'uuid',
    description: 'The bonus order; the purchase itself when it earned no bonus order',
  }),
  purchaseDate: Type.String({
    format: 'date-time',
    description: 'When the referred investor bought',
  }),
  totalTokens: DecimalText(
    'Bonus RENT of that purchase: credited, held, or lost (see bonusStatus); 0 when none',
  ),
  bonusStatus: Type.Enum(REFERRAL_BONUS_STATES, {
    description:
      'credited; held until the referrer’s KYC is approved (decision 0108); lost when its hold ' +
      'ended and the sale had no room left; none when the purchase earned no bonus',
  }),
});

export const HeldReferralBonus = Type.Object({
  tokens: DecimalText('Bonus RENT held until the referrer’s KYC is approved'),
  bonuses: Type.Integer({ minimum: 1, description: 'How many bonuses are held' }),
  holdUntil: Type.String({
    format: 'date-time',
    description: 'When the first of those holds ends: KYC approved by then credits them all',
  }),
});

export const ReferredUser = Type.Object({
  _id: Type.String({ format: 'uuid' }),
  fullname: Type.String(),
  email: Type.String(),
  createdAt: Type.String({ format: 'date-time', description: 'When they signed up' }),
  totalBonusTokens: DecimalText('Bonus RENT their purchases earned the referrer'),
  purchaseCount: Type.Integer({ minimum: 0, description: 'Their credited purchases' }),
  lastPurchaseDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Their latest credited purchase; null before the first',
  }),
  referralPurchases: Type.Array(ReferralPurchase, { description: 'Newest first' }),
});
export type ReferredUser = Static<typeof ReferredUser>;

export const ReferralBonusesData = Type.Object({
  count: Type.Integer({
    minimum: 0,
    description: 'Referred investors matching the search and filters, on every page',
  }),
  referredUsers: Type.Array(ReferredUser),
  heldBonus: Type.Union([HeldReferralBonus, Type.Null()], {
    description:
      'Bonuses held for a referrer whose KYC is not yet approved, and until when; null when none',
  }),
  expiredHeldTokens: DecimalText(
    'Bonus RENT whose hold ended before the referrer’s KYC was approved: credited on approval ' +
      'only if the sale still has room; 0 when none',
  ),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});
export type ReferralBonusesData = Static<typeof ReferralBonusesData>;
