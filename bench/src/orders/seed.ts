// A sale in full swing, written set-wise with generate_series in one transaction: investors who
// signed up before the sale, one in four referred by one of the first thousand; purchases spread
// evenly over the sale's last 60 days (93 % credited, 5 % failed online payments, 2 % manual
// transfers still waiting for review); one investor far busier than the rest; a referral bonus
// for a share of the referred investors' credited purchases; the running total of sold tokens
// equal to what the credited orders allocate, as the api keeps it.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@rent/api/testing';

export interface SaleSize {
  investors: number;
  /** Every order: purchases and referral bonuses. */
  orders: number;
  /** How many of `orders` are referral bonuses. */
  referralBonuses: number;
  /** Purchases of the busiest investor, spread over the whole period. */
  busiestInvestorOrders: number;
}

export const SALE_DAYS = 60;
const REFERRERS = 1000;

/** The deterministic id of investor `index` (from 1), as SQL builds it too. */
export function investorId(index: number): string {
  return `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}
export const BUSIEST_INVESTOR = investorId(2);

/**
 * An investor with an average number of purchases who neither was referred (index not a multiple
 * of 4) nor refers anyone (beyond the referrers): the last index that is 3 modulo 4.
 */
export function typicalInvestor(size: SaleSize): string {
  return investorId(size.investors - ((size.investors - 3) % 4));
}

const idOf = (index: RawBuilder<unknown>) =>
  sql`('00000000-0000-4000-8000-' || lpad(to_hex(${index}), 12, '0'))::uuid`;

export async function seedSale(db: Kysely<Database>, size: SaleSize, now: Date): Promise<void> {
  // Purchases run until ten minutes ago, each credited a minute after it was made.
  const start = new Date(now.getTime() - SALE_DAYS * 86_400_000 - 10 * 60_000);
  await db.transaction().execute(async (trx) => {
    await insertInvestors(trx, size, start);
    await insertPurchases(trx, size, start);
    await insertReferralBonuses(trx, size.referralBonuses);
    await insertReferralStats(trx);
    await sql`
      update sale_supply
      set sold_tokens = (select coalesce(sum(total_tokens), 0) from orders where status = 'credited')
      where id = 1
    `.execute(trx);
    // The daily totals every credit keeps, for the sales graph.
    await sql`
      insert into sales_per_day (day, tokens)
      select (credited_at at time zone 'Asia/Kolkata')::date, sum(total_tokens)
      from orders where status = 'credited' group by 1
    `.execute(trx);
  });
  await sql`vacuum analyze`.execute(db);
}

async function insertInvestors(db: Kysely<Database>, size: SaleSize, start: Date) {
  const referrers = Math.min(REFERRERS, Math.floor(size.investors / 4));
  await sql`
    insert into users (id, fullname, email, password_hash, referral_code, referred_by,
                       accepted_terms_at, email_verified_at, kyc_status, created_at, updated_at)
    select ${idOf(sql`i`)}, 'Investor ' || i, 'investor-' || i || '@bench.example', 'x',
           'I' || lpad(i::text, 8, '0'),
           case when i % 4 = 0 then ${idOf(sql`1 + (i / 4) % ${referrers}::int`)} end,
           t.at, t.at, 'VERIFIED', t.at, t.at
    from generate_series(1, ${size.investors}::int) as i
    cross join lateral (
      select ${start}::timestamptz - interval '1 day' + i * interval '1 second' as at
    ) as t
  `.execute(db);
}

async function insertPurchases(db: Kysely<Database>, size: SaleSize, start: Date) {
  const purchases = size.orders - size.referralBonuses;
  const busiestEvery = Math.max(1, Math.floor(purchases / size.busiestInvestorOrders));
  await sql`
    insert into orders (purchase_id, user_id, purchase_date, created_at, updated_at, credited_at,
                        amount_paid_paise, base_tokens, bonus_tokens, total_tokens, bonus_percent,
                        phase_name, payment_method, status, status_reason)
    select 'RENT-' || lpad(n::text, 8, '0'), ${idOf(sql`o.investor`)}, o.at, o.at, o.at,
           case when s.status = 'credited' then o.at + interval '1 minute' end,
           o.base * 100000, o.base, o.base * ph.percent / 100.0,
           o.base + o.base * ph.percent / 100.0, ph.percent, ph.name, s.method, s.status,
           case when s.status = 'failed' then 'Payment failed' end
    from generate_series(1, ${purchases}::int) as n
    cross join lateral (
      select ${start}::timestamptz + (n - 1) * (${SALE_DAYS}::int * interval '1 day' / ${purchases}::int) as at,
             case when n % ${busiestEvery}::int = 0 then 2
                  else 1 + (n::bigint * 7919) % ${size.investors}::int end as investor,
             1 + (n * 7) % 20 as base,
             (n::bigint * 31) % 100 as roll
    ) as o
    cross join lateral (
      select case when o.roll < 2 then 'pending' when o.roll < 7 then 'failed'
                  else 'credited' end as status,
             case when o.roll < 2 or o.roll % 10 = 3 then 'manual' else 'paytm' end as method
    ) as s
    cross join lateral (
      select case when o.at < ${start}::timestamptz + interval '45 days' then 25 else 15 end
               as percent,
             case when o.at < ${start}::timestamptz + interval '45 days' then 'Pre-Sale'
                  else 'Phase 1' end as name
    ) as ph
  `.execute(db);
}

// `bonuses` of the referred investors' credited purchases, evenly spread over them, each earning
// the referrer the phase's percentage of its base tokens.
async function insertReferralBonuses(db: Kysely<Database>, bonuses: number) {
  const { numAffectedRows } = await sql`
    insert into orders (purchase_id, user_id, purchase_date, created_at, updated_at, credited_at,
                        amount_paid_paise, base_tokens, bonus_tokens, total_tokens, bonus_percent,
                        phase_name, payment_method, is_referral, status, source_order_id)
    select 'RENT-R' || substr(c.purchase_id, 6), c.referred_by, c.credited_at, c.credited_at,
           c.credited_at, c.credited_at, 0, c.base_tokens, 0,
           c.base_tokens * c.bonus_percent / 100.0, c.bonus_percent, c.phase_name, 'referral',
           true, 'credited', c.id
    from (
      select p.id, p.purchase_id, p.credited_at, p.base_tokens, p.bonus_percent, p.phase_name,
             u.referred_by, row_number() over (order by p.purchase_id) as rank,
             count(*) over () as candidates
      from orders p join users u on u.id = p.user_id
      where p.status = 'credited' and u.referred_by is not null
    ) as c
    where c.rank * ${bonuses}::int / c.candidates > (c.rank - 1) * ${bonuses}::int / c.candidates
  `.execute(db);
  if (Number(numAffectedRows ?? 0) !== bonuses) {
    throw new Error(`expected ${bonuses} referral bonuses, made ${numAffectedRows}`);
  }
}

// Every referee has the row the api keeps from sign-up, with the bonuses they earned.
async function insertReferralStats(db: Kysely<Database>) {
  await sql`
    insert into referral_stats (referee_id, referrer_id, referee_created_at, total_bonus_tokens,
                                purchase_count, last_purchase_date)
    select u.id, u.referred_by, u.created_at, coalesce(e.total, 0), coalesce(e.purchases, 0),
           e.last_purchase
    from users u
    left join (
      select p.user_id, sum(b.total_tokens) as total, count(*) as purchases,
             max(p.purchase_date) as last_purchase
      from orders b join orders p on p.id = b.source_order_id
      where b.is_referral
      group by p.user_id
    ) as e on e.user_id = u.id
    where u.referred_by is not null
  `.execute(db);
}
