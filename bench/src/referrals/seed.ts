// One referrer with 100,000 referred investors, 60 % of whom bought two or three times (about
// 150,000 purchases, each with its referral bonus), beside a second referrer's 50,000 investors,
// every referee with the referral_stats row the api keeps. Written set-wise with generate_series, in one transaction.
import type pg from 'pg';

export const REFERRER_ID = '00000000-0000-4000-8000-000000000001';
const OTHER_REFERRER_ID = '00000000-0000-4000-8000-000000000002';
export const REFEREES = 100_000;
const OTHER_REFEREES = 50_000;

export async function seedReferrals(client: pg.Client): Promise<{ purchases: number }> {
  await client.query('begin');
  await client.query(
    `insert into users (id, fullname, email, password_hash, referral_code, accepted_terms_at,
                        email_verified_at, created_at, updated_at)
     values ($1, 'Asha Referrer', 'referrer@bench.example', 'x', 'BENCHREF', now(), now(),
             timestamptz '2025-06-01 00:00+05:30', now()),
            ($2, 'Ravi Referrer', 'other@bench.example', 'x', 'BENCHOTH', now(), now(),
             timestamptz '2025-06-01 00:00+05:30', now())`,
    [REFERRER_ID, OTHER_REFERRER_ID],
  );
  // Sign-ups every 3 minutes from 1 July 2025 (IST): 100,000 of them span about 208 days.
  await client.query(
    `insert into users (fullname, email, password_hash, referral_code, referred_by,
                        accepted_terms_at, email_verified_at, kyc_status, created_at, updated_at)
     select 'User ' || i, 'user-' || i || '@bench.example', 'x', 'U' || lpad(i::text, 7, '0'),
            case when i <= $1::int then $2::uuid else $3::uuid end,
            t.at, t.at, 'VERIFIED', t.at, t.at
     from generate_series(1, $1::int + $4::int) as i
     cross join lateral (
       select timestamptz '2025-07-01 00:00+05:30' + ((i - 1) % $1::int) * interval '3 minutes' as at
     ) as t`,
    [REFEREES, REFERRER_ID, OTHER_REFERRER_ID, OTHER_REFEREES],
  );
  const purchases = await client.query(
    `insert into orders (purchase_id, user_id, purchase_date, created_at, updated_at, credited_at,
                         amount_paid_paise, base_tokens, bonus_tokens, total_tokens,
                         bonus_percent, phase_name, payment_method, status)
     select 'RENT-P' || lpad(n.i::text, 6, '0') || '-' || k, u.id, p.at, p.at, p.at, p.at,
            p.base * 100000, p.base, p.base * 0.25, p.base * 1.25, 25, 'Pre-Sale', 'paytm',
            'credited'
     from users u
     cross join lateral (select substr(u.email, 6, strpos(u.email, '@') - 6)::int as i) as n
     cross join lateral generate_series(1, 2 + n.i % 2) as k
     cross join lateral (
       select u.created_at + k * interval '1 day' + (n.i % 600) * interval '1 minute' as at,
              1 + (n.i * 7 + k) % 50 as base
     ) as p
     where u.referred_by = $1 and n.i % 5 < 3`,
    [REFERRER_ID],
  );
  await client.query(
    `insert into orders (purchase_id, user_id, purchase_date, created_at, updated_at, credited_at,
                         amount_paid_paise, base_tokens, bonus_tokens, total_tokens,
                         bonus_percent, phase_name, payment_method, is_referral, status,
                         source_order_id)
     select 'RENT-B' || substr(p.purchase_id, 7), $1, p.purchase_date, p.purchase_date,
            p.purchase_date, p.purchase_date, 0, p.base_tokens, 0, p.base_tokens * 0.25, 25,
            'Pre-Sale', 'referral', true, 'credited', p.id
     from orders p
     where p.payment_method = 'paytm'`,
    [REFERRER_ID],
  );
  // Every referee has a row from sign-up; those who bought carry their bonuses.
  await client.query(
    `insert into referral_stats (referee_id, referrer_id, referee_created_at, total_bonus_tokens,
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
     where u.referred_by is not null`,
  );
  await client.query(
    `update sale_supply set sold_tokens = (select sum(total_tokens) from orders) where id = 1`,
  );
  await client.query('commit');
  await client.query(
    `insert into sales_per_day (day, tokens)
     select (credited_at at time zone 'Asia/Kolkata')::date, sum(total_tokens)
     from orders where status = 'credited' group by 1`,
  );
  await client.query('vacuum analyze');
  return { purchases: purchases.rowCount ?? 0 };
}
