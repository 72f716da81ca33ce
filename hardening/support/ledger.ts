// The ledger as the database holds it after a run, read with plain SQL rather than through the
// product's own repositories, so that a mistake there cannot hide itself here. Each check returns
// the rows that break it: an empty list is a ledger that holds. Shared by the load and fault suites.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@rent/api/testing';

export interface LedgerSnapshot {
  /** The running total api keeps (`sale_supply`). */
  soldTokens: string;
  /** The same figure recomputed from the orders themselves. */
  creditedTokens: string;
  /** Sum of credited orders by user id. */
  creditedByUser: Map<string, string>;
  /** Online orders' statuses by purchase id. */
  statusByPurchase: Map<string, string>;
  /** Online orders by status. */
  statusCounts: Record<string, number>;
  /** Paytm order ids or transaction ids behind more than one order, or credited more than once. */
  paymentsCreditedTwice: { payment: string; orders: number }[];
  /** Bonus orders not tied to exactly one credited purchase of one of their owner's referees. */
  bonusesAstray: { purchaseId: string; problem: string }[];
  /** Credited purchases of referred investors that earned their referrer no bonus, or several. */
  purchasesWithoutOneBonus: { purchaseId: string; bonuses: number }[];
  /** Referees whose row in the referrer's table disagrees with their bonus orders. */
  referralStatsAstray: { refereeId: string }[];
  /** Days of India's calendar whose total in sales_per_day is not what was credited that day. */
  salesDaysAstray: { day: string; kept: string | null; credited: string | null }[];
}

export async function readLedger(db: Kysely<Database>): Promise<LedgerSnapshot> {
  const [supply, byUser, statuses, twice, astray, withoutBonus, stats, days] = await Promise.all([
    readSupply(db),
    readCreditedByUser(db),
    readOrderStatuses(db),
    readPaymentsCreditedTwice(db),
    readBonusesAstray(db),
    readPurchasesWithoutOneBonus(db),
    readReferralStatsAstray(db),
    readSalesDaysAstray(db),
  ]);
  const statusCounts: Record<string, number> = {};
  for (const { status } of statuses) statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  return {
    ...supply,
    creditedByUser: new Map(byUser.map((row) => [row.userId, row.tokens])),
    statusByPurchase: new Map(statuses.map((row) => [row.purchaseId, row.status])),
    statusCounts,
    paymentsCreditedTwice: twice,
    bonusesAstray: astray,
    purchasesWithoutOneBonus: withoutBonus,
    referralStatsAstray: stats,
    salesDaysAstray: days,
  };
}

/** Every broken invariant of `ledger`, in words; an empty list when the ledger holds. */
export function ledgerProblems(ledger: LedgerSnapshot): string[] {
  return [
    ...(ledger.soldTokens === ledger.creditedTokens
      ? []
      : [`sold_tokens is ${ledger.soldTokens}, credited orders hold ${ledger.creditedTokens}`]),
    ...ledger.paymentsCreditedTwice.map(
      ({ payment, orders }) => `Paytm payment ${payment} is behind ${orders} orders`,
    ),
    ...ledger.bonusesAstray.map(({ purchaseId, problem }) => `bonus ${purchaseId}: ${problem}`),
    ...ledger.purchasesWithoutOneBonus.map(
      ({ purchaseId, bonuses }) => `purchase ${purchaseId} has ${bonuses} referral bonuses`,
    ),
    ...ledger.referralStatsAstray.map(
      ({ refereeId }) => `referral_stats of ${refereeId} disagrees with the bonus orders`,
    ),
    ...ledger.salesDaysAstray.map(
      ({ day, kept, credited }) =>
        `sales_per_day ${day} keeps ${kept}, orders credited ${credited}`,
    ),
  ];
}

async function readSupply(db: Kysely<Database>) {
  const { rows } = await sql<{ soldTokens: string; creditedTokens: string }>`
    select s.sold_tokens::text as "soldTokens",
           (select coalesce(sum(total_tokens), 0) from orders where status = 'credited')::text
             as "creditedTokens"
    from sale_supply s where s.id = 1`.execute(db);
  const [supply] = rows;
  if (!supply) throw new Error('sale_supply has no row');
  return supply;
}

async function readCreditedByUser(db: Kysely<Database>) {
  const { rows } = await sql<{ userId: string; tokens: string }>`
    select user_id as "userId", sum(total_tokens)::text as tokens
    from orders where status = 'credited' group by user_id`.execute(db);
  return rows;
}

async function readOrderStatuses(db: Kysely<Database>) {
  const { rows } = await sql<{ purchaseId: string; status: string }>`
    select purchase_id as "purchaseId", status from orders
    where payment_method = 'paytm'`.execute(db);
  return rows;
}

async function readPaymentsCreditedTwice(db: Kysely<Database>) {
  const { rows } = await sql<{ payment: string; orders: number }>`
    select paytm_order_id as payment, count(*)::int as orders from orders
    where paytm_order_id is not null group by paytm_order_id having count(*) > 1
    union all
    select txn_id, count(*)::int from orders
    where status = 'credited' and txn_id is not null group by txn_id having count(*) > 1`.execute(
    db,
  );
  return rows;
}

// A bonus is the purchase's phase bonus % of its whole tokens (DESIGN.md §4), credited to the
// buyer's referrer, only for a credited purchase that is not itself a bonus.
async function readBonusesAstray(db: Kysely<Database>) {
  const { rows } = await sql<{ purchaseId: string; problem: string }>`
    select b.purchase_id as "purchaseId",
      case
        when b.status <> 'credited' then 'bonus is ' || b.status
        when p.id is null then 'no source purchase'
        when p.status <> 'credited' then 'source purchase is ' || p.status
        when p.is_referral then 'source is a bonus itself'
        when u.referred_by is distinct from b.user_id then 'credited to someone else than the referrer'
        else 'tokens ' || b.total_tokens::text || ' for ' || p.base_tokens::text || ' at '
          || p.bonus_percent::text || ' %'
      end as problem
    from orders b
    left join orders p on p.id = b.source_order_id
    left join users u on u.id = p.user_id
    where b.is_referral and (
      b.status <> 'credited' or p.id is null or p.status <> 'credited' or p.is_referral
      or u.referred_by is distinct from b.user_id
      or b.total_tokens <> floor(p.base_tokens) * p.bonus_percent / 100.0
    )`.execute(db);
  return rows;
}

async function readPurchasesWithoutOneBonus(db: Kysely<Database>) {
  const { rows } = await sql<{ purchaseId: string; bonuses: number }>`
    select p.purchase_id as "purchaseId",
           (select count(*)::int from orders b where b.is_referral and b.source_order_id = p.id)
             as bonuses
    from orders p join users u on u.id = p.user_id
    where not p.is_referral and (
      (p.status = 'credited' and u.referred_by is not null and
        (select count(*) from orders b where b.is_referral and b.source_order_id = p.id) <> 1)
      or (p.status <> 'credited' and
        exists (select 1 from orders b where b.is_referral and b.source_order_id = p.id))
    )`.execute(db);
  return rows;
}

async function readReferralStatsAstray(db: Kysely<Database>) {
  const { rows } = await sql<{ refereeId: string }>`
    select s.referee_id as "refereeId" from referral_stats s
    left join lateral (
      select coalesce(sum(b.total_tokens), 0) as tokens, count(*)::int as purchases
      from orders b join orders p on p.id = b.source_order_id
      where b.is_referral and b.status = 'credited' and p.user_id = s.referee_id
    ) earned on true
    where s.total_bonus_tokens <> earned.tokens or s.purchase_count <> earned.purchases`.execute(
    db,
  );
  return rows;
}

async function readSalesDaysAstray(db: Kysely<Database>) {
  const { rows } = await sql<{ day: string; kept: string | null; credited: string | null }>`
    select coalesce(k.day, c.day)::text as day, k.tokens::text as kept, c.tokens::text as credited
    from sales_per_day k
    full join (
      select (credited_at at time zone 'Asia/Kolkata')::date as day, sum(total_tokens) as tokens
      from orders where status = 'credited' group by 1
    ) c on c.day = k.day
    where k.tokens is distinct from c.tokens and not (k.tokens = 0 and c.tokens is null)`.execute(
    db,
  );
  return rows;
}
