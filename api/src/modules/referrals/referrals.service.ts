// A referrer's table (SPEC.md §2 Referral, §3 Referral summary): the investors who signed up with
// their code, what each has earned them, and the bonus of each of those investors' purchases.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { normaliseDecimal } from '@rent/sale-rules';
import { referralCriteria } from './referral-criteria.js';
import {
  bonusPurchasesOf,
  heldBonusesOf,
  refereesAndCount,
  type BonusPurchaseRow,
} from './referrals.repository.js';
import type { ReferralBonusesData, ReferralBonusesQuery } from './referrals.schemas.js';

const BONUS_STATES = { credited: 'credited', pending: 'held', failed: 'lost' } as const;

export async function referralBonuses(
  db: Kysely<Database>,
  referrerId: string,
  query: ReferralBonusesQuery,
  now: Date,
): Promise<ReferralBonusesData> {
  const criteria = referralCriteria(query);
  const [{ referees, count }, held] = await Promise.all([
    refereesAndCount(db, referrerId, criteria),
    heldBonusesOf(db, referrerId, now),
  ]);
  const purchases = groupByReferee(
    await bonusPurchasesOf(
      db,
      referrerId,
      referees.map(({ id }) => id),
    ),
  );
  return {
    count,
    referredUsers: referees.map((referee) => ({
      _id: referee.id,
      fullname: referee.fullname,
      email: referee.email,
      createdAt: referee.created_at.toISOString(),
      totalBonusTokens: normaliseDecimal(referee.total_bonus_tokens),
      purchaseCount: referee.purchase_count,
      lastPurchaseDate: referee.last_purchase_date?.toISOString() ?? null,
      referralPurchases: (purchases.get(referee.id) ?? []).map((purchase) => ({
        _id: purchase.id,
        purchaseDate: purchase.purchase_date.toISOString(),
        totalTokens: normaliseDecimal(purchase.total_tokens),
        bonusStatus: purchase.bonus_status ? BONUS_STATES[purchase.bonus_status] : 'none',
      })),
    })),
    heldBonus:
      held.hold_until === null
        ? null
        : {
            tokens: normaliseDecimal(held.held_tokens),
            bonuses: Number(held.held),
            holdUntil: held.hold_until.toISOString(),
          },
    expiredHeldTokens: normaliseDecimal(held.expired_tokens),
    page: query.page,
    limit: query.limit,
  };
}

function groupByReferee(rows: BonusPurchaseRow[]): Map<string, BonusPurchaseRow[]> {
  const groups = new Map<string, BonusPurchaseRow[]>();
  for (const row of rows) {
    const group = groups.get(row.referee_id);
    if (group) group.push(row);
    else groups.set(row.referee_id, [row]);
  }
  return groups;
}
