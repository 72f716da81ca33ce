// The reads behind a referrer's table. referral_stats holds a row for every referred investor
// (made at sign-up, kept with every bonus credit), so a page is sorted, filtered, counted and cut
// on its indexes alone; users is joined for the page's rows only, unless the question is about
// names or e-mails (a search, the name order), which users' own indexes answer. The bonus orders
// of one page's investors come in a single query.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
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
  bonus_status: 'credited' | 'pending' | 'failed' | null;
}

// Each order has an index of the same shape (referrer, key, referee id), read forwards or
// backwards; "never bought" is the earliest last purchase (the index keeps nulls first).
const STATS_SORT_COLUMNS = {
  createdAt: 'referee_created_at',
  totalBonusTokens: 'total_bonus_tokens',
  purchaseCount: 'purchase_count',
  lastPurchaseDate: 'last_purchase_date',
} as const satisfies Record<Exclude<ReferralSortField, 'name'>, string>;

// A search reads the matching investors from the trigram indexes first, as a set of its own
// (materialised: otherwise the planner may walk the referrer's whole table in sort order,
// hoping to meet the few matches early). The pattern escapes its wildcards with a backslash,
// LIKE's default escape character; an explicit ESCAPE clause would hide it from the indexes.
function searched(db: Kysely<Database>, referrerId: string, searchPattern: string) {
  const matches = db
    .with(
      (cte) => cte('u').materialized(),
      (inner) =>
        inner
          .selectFrom('users')
          .select(['id', 'fullname'])
          .where('referred_by', '=', referrerId)
          .where(sql<SqlBool>`(fullname ilike ${searchPattern} or email ilike ${searchPattern})`),
    )
    .selectFrom('u');
  // Shorter than a trigram, a search is answered by reading all the referrer's investors, and
  // usually matches many: one pass over referral_stats, hashed, beats a key lookup per match.
  if (searchedText(searchPattern).length < TRIGRAM_LENGTH) {
    return matches.innerJoin('referral_stats as s', 's.referee_id', 'u.id');
  }
  return matches.innerJoinLateral(
    // One primary-key lookup per match: a plain join would let the planner read every row of
    // referral_stats to hash it, not knowing how few matches there are. (LIMIT 1 keeps the
    // planner from turning the lookup back into a plain join; the key is unique anyway.)
    (eb) =>
      eb
        .selectFrom('referral_stats')
        .selectAll()
        .whereRef('referee_id', '=', 'u.id')
        .limit(1)
        .as('s'),
    (join) => join.onTrue(),
  );
}

const TRIGRAM_LENGTH = 3;

/** The text a search pattern looks for, without its enclosing wildcards and escapes. */
function searchedText(searchPattern: string): string {
  return searchPattern.slice(1, -1).replace(/\\(.)/g, '$1');
}

// Without a search, referral_stats alone answers, joined to users only for the name order.
function unsearched(db: Kysely<Database>, referrerId: string, byName: boolean) {
  return db
    .selectFrom('referral_stats as s')
    .where('s.referrer_id', '=', referrerId)
    .$if(byName, (joined) =>
      joined
        .innerJoin('users as u', 'u.id', 's.referee_id')
        .where('u.referred_by', '=', referrerId),
    );
}

// The conditions on referral_stats (alias s) every question may add.
function statsConditions(criteria: ReferralCriteria): Expression<SqlBool>[] {
  const { createdFrom, createdBefore, minBonus, maxBonus } = criteria;
  return [
    ...(createdFrom ? [sql<SqlBool>`s.referee_created_at >= ${createdFrom}`] : []),
    ...(createdBefore ? [sql<SqlBool>`s.referee_created_at < ${createdBefore}`] : []),
    ...(minBonus === undefined ? [] : [sql<SqlBool>`s.total_bonus_tokens >= ${minBonus}::numeric`]),
    ...(maxBonus === undefined ? [] : [sql<SqlBool>`s.total_bonus_tokens <= ${maxBonus}::numeric`]),
  ];
}

/** The ORDER BY terms over the referral_stats and users aliases `stats` and `users`. */
function orderTerms(
  criteria: ReferralCriteria,
  stats: string,
  users: string,
): RawBuilder<unknown>[] {
  const { sortBy, sortOrder } = criteria;
  const key =
    sortBy === 'name'
      ? sql`lower(${sql.ref(`${users}.fullname`)})`
      : sql.ref(`${stats}.${STATS_SORT_COLUMNS[sortBy]}`);
  let direction: string = sortOrder;
  if (sortBy === 'lastPurchaseDate')
    direction = sortOrder === 'asc' ? 'asc nulls first' : 'desc nulls last';
  // The referee id breaks ties in the same direction, so pages never overlap.
  return [
    sql`${key} ${sql.raw(direction)}`,
    sql`${sql.ref(`${stats}.referee_id`)} ${sql.raw(sortOrder)}`,
  ];
}

export interface RefereesPage {
  referees: RefereeRow[];
  /** How many of the referrer's investors match, on every page. */
  count: number;
}

/**
 * One page of the referrer's investors and how many match. A search sorts all its matches to cut
 * the page, so the same statement counts them (a window over the matches, before the page is cut);
 * only a page past the last match asks again. Without a search the count is a statement of its
 * own: counting in the page's statement would read the whole table for a page that reads its rows.
 */
export async function refereesAndCount(
  db: Kysely<Database>,
  referrerId: string,
  criteria: ReferralCriteria,
): Promise<RefereesPage> {
  if (criteria.searchPattern === undefined) {
    const [referees, count] = await Promise.all([
      refereesPage(db, referrerId, criteria),
      countReferees(db, referrerId, criteria),
    ]);
    return { referees, count };
  }
  const rows = await refereesPage(db, referrerId, criteria);
  const first = rows[0];
  if (first === undefined && criteria.offset > 0) {
    return { referees: [], count: await countReferees(db, referrerId, criteria) };
  }
  const referees = rows.map(({ matches: _matches, ...referee }) => referee);
  return { referees, count: Number(first?.matches ?? 0) };
}

/**
 * One page of the referrer's investors: the page's referee ids are chosen first (on indexes; the
 * rows skipped to reach a deep page are never joined), then those rows are joined to their users.
 * A search's rows carry how many match in all.
 */
async function refereesPage(
  db: Kysely<Database>,
  referrerId: string,
  criteria: ReferralCriteria,
): Promise<(RefereeRow & { matches?: string })[]> {
  const { searchPattern, sortBy, limit, offset } = criteria;
  let ids =
    searchPattern === undefined
      ? unsearched(db, referrerId, sortBy === 'name').select('s.referee_id')
      : searched(db, referrerId, searchPattern).select([
          's.referee_id',
          sql<string>`count(*) over ()`.as('matches'),
        ]);
  for (const condition of statsConditions(criteria)) ids = ids.where(condition);
  for (const term of orderTerms(criteria, 's', 'u')) ids = ids.orderBy(term);
  let page = db
    .selectFrom(ids.limit(limit).offset(offset).as('page'))
    .innerJoin('referral_stats as ps', 'ps.referee_id', 'page.referee_id')
    .innerJoin('users as pu', 'pu.id', 'page.referee_id')
    .select([
      'pu.id',
      'pu.fullname',
      'pu.email',
      'pu.created_at',
      sql<string>`ps.total_bonus_tokens::text`.as('total_bonus_tokens'),
      'ps.purchase_count',
      'ps.last_purchase_date',
    ])
    .$if(searchPattern !== undefined, (counted) =>
      counted.select(sql<string>`page.matches`.as('matches')),
    );
  for (const term of orderTerms(criteria, 'ps', 'pu')) page = page.orderBy(term);
  return page.execute();
}

async function countReferees(
  db: Kysely<Database>,
  referrerId: string,
  criteria: ReferralCriteria,
): Promise<number> {
  const { searchPattern } = criteria;
  const counted = sql<string>`count(*)`.as('count');
  let matching =
    searchPattern === undefined
      ? unsearched(db, referrerId, false).select(counted)
      : searched(db, referrerId, searchPattern).select(counted);
  for (const condition of statsConditions(criteria)) matching = matching.where(condition);
  const { count } = await matching.executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The credited purchases of `refereeIds`, newest first, each with the bonus it earned the referrer
 * (credited, held or lost), if any. Read from the purchases (orders_user_id_purchase_date_id_index)
 * to their bonus (the unique source_order_id), so a page costs the same however many bonuses the
 * referrer has.
 */
export async function bonusPurchasesOf(
  db: Kysely<Database>,
  referrerId: string,
  refereeIds: readonly string[],
): Promise<BonusPurchaseRow[]> {
  if (refereeIds.length === 0) return [];
  return db
    .selectFrom('orders as p')
    .leftJoin('orders as b', (join) =>
      join
        .onRef('b.source_order_id', '=', 'p.id')
        .on('b.user_id', '=', referrerId)
        .on('b.is_referral', '=', true)
        .on('b.status', 'in', ['credited', 'pending', 'failed']),
    )
    .select([
      sql<string>`coalesce(b.id, p.id)`.as('id'),
      'p.user_id as referee_id',
      'p.purchase_date',
      sql<string>`coalesce(b.total_tokens, 0)::text`.as('total_tokens'),
      sql<BonusPurchaseRow['bonus_status']>`b.status`.as('bonus_status'),
    ])
    .where('p.user_id', 'in', refereeIds)
    .where('p.status', '=', 'credited')
    .where('p.is_referral', '=', false)
    .orderBy('p.purchase_date', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}

/** What is held for the referrer until their KYC is approved (decision 0108), at `now`. */
export async function heldBonusesOf(db: Kysely<Database>, referrerId: string, now: Date) {
  return db
    .selectFrom('orders')
    .select([
      sql<string>`coalesce(sum(total_tokens) filter (where hold_until > ${now}), 0)::text`.as(
        'held_tokens',
      ),
      sql<string>`count(*) filter (where hold_until > ${now})`.as('held'),
      sql<Date | null>`min(hold_until) filter (where hold_until > ${now})`.as('hold_until'),
      sql<string>`coalesce(sum(total_tokens) filter (where hold_until <= ${now}), 0)::text`.as(
        'expired_tokens',
      ),
    ])
    .where('user_id', '=', referrerId)
    .where('payment_method', '=', 'referral')
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}
