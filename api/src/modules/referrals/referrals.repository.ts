// The reads behind a referrer's table: their referred investors joined to what each has earned them
// (referral_stats, kept with every bonus credit), filtered, sorted and paged in SQL; and the bonus
// orders of one page's investors in a single query.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReferralCriteria } from './referral-criteria.js';
import type { ReferralSortField } from './referrals.schemas.js';

export interface RefereeRow {
  id: string;
  fullname: string;
  email: string;
  created_at: Date;
  total_bonus_tokens: string;
  purchase_count: number;
  last_purchase_date: Date | null;
}

export interface BonusPurchaseRow {
  id: string;
  referee_id: string;
  purchase_date: Date;
  total_tokens: string;
}

// Investors without a bonus yet have no referral_stats row: they count as 0, 0 and never.
const SORT_KEYS: Record<ReferralSortField, Expression<unknown>> = {
  createdAt: sql.ref('u.created_at'),
  name: sql`lower(u.fullname)`,
  totalBonusTokens: sql`coalesce(s.total_bonus_tokens, 0)`,
  purchaseCount: sql`coalesce(s.purchase_count, 0)`,
  lastPurchaseDate: sql.ref('s.last_purchase_date'),
};

function matchingReferees(db: Kysely<Database>, referrerId: string, criteria: ReferralCriteria) {
  const { searchPattern, createdFrom, createdBefore, minBonus, maxBonus } = criteria;
  let query = db
    .selectFrom('users as u')
    .leftJoin('referral_stats as s', 's.referee_id', 'u.id')
    .where('u.referred_by', '=', referrerId);
  if (searchPattern !== undefined) {
    query = query.where(
      sql<SqlBool>`(u.fullname ilike ${searchPattern} escape '\\' or u.email ilike ${searchPattern} escape '\\')`,
    );
  }
  if (createdFrom) query = query.where('u.created_at', '>=', createdFrom);
  if (createdBefore) query = query.where('u.created_at', '<', createdBefore);
  if (minBonus !== undefined) {
    query = query.where(sql<SqlBool>`coalesce(s.total_bonus_tokens, 0) >= ${minBonus}::numeric`);
  }
  if (maxBonus !== undefined) {
    query = query.where(sql<SqlBool>`coalesce(s.total_bonus_tokens, 0) <= ${maxBonus}::numeric`);
  }
  return query;
}

/**
 * One page of the referrer's investors. The id breaks ties in the same direction, so pages never
 * overlap; "never bought" sorts as the earliest last purchase.
 */
export async function refereesPage(
  db: Kysely<Database>,
  referrerId: string,
  criteria: ReferralCriteria,
): Promise<RefereeRow[]> {
  const { sortBy, sortOrder } = criteria;
  return matchingReferees(db, referrerId, criteria)
    .select([
      'u.id',
      'u.fullname',
      'u.email',
      'u.created_at',
      sql<string>`coalesce(s.total_bonus_tokens, 0)::text`.as('total_bonus_tokens'),
      sql<number>`coalesce(s.purchase_count, 0)`.as('purchase_count'),
      's.last_purchase_date',
    ])
    .orderBy(SORT_KEYS[sortBy], (order) => {
      // Only the last purchase can be null. Leaving the other keys without NULLS keeps the order
      // an index can give (users_referred_by_created_at_index, users_referred_by_name_index).
      if (sortBy !== 'lastPurchaseDate') return sortOrder === 'asc' ? order.asc() : order.desc();
      return sortOrder === 'asc' ? order.asc().nullsFirst() : order.desc().nullsLast();
    })
    .orderBy('u.id', sortOrder)
    .limit(criteria.limit)
    .offset(criteria.offset)
    .execute();
}

export async function countReferees(
  db: Kysely<Database>,
  referrerId: string,
  criteria: ReferralCriteria,
): Promise<number> {
  const { count } = await matchingReferees(db, referrerId, criteria)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The referrer's credited bonus orders earned by purchases of `refereeIds`, newest purchase first.
 * Read from the purchases (orders_user_id_purchase_date_index) to their bonus (the unique
 * source_order_id), so a page costs the same however many bonuses the referrer has.
 */
export async function bonusPurchasesOf(
  db: Kysely<Database>,
  referrerId: string,
  refereeIds: readonly string[],
): Promise<BonusPurchaseRow[]> {
  if (refereeIds.length === 0) return [];
  return db
    .selectFrom('orders as p')
    .innerJoin('orders as b', 'b.source_order_id', 'p.id')
    .select(['b.id', 'p.user_id as referee_id', 'p.purchase_date', 'b.total_tokens'])
    .where('p.user_id', 'in', refereeIds)
    .where('b.user_id', '=', referrerId)
    .where('b.is_referral', '=', true)
    .where('b.status', '=', 'credited')
    .orderBy('p.purchase_date', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}
