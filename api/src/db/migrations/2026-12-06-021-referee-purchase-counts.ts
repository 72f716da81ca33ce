// A referrer's table counts every credited purchase of each referee, not only those that earned a
// bonus (decision 0108): the counts and latest purchase dates are recomputed from the credited
// purchases once; from now on each credit counts itself. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update referral_stats s
    set purchase_count = p.purchases, last_purchase_date = p.latest
    from (
      select user_id, count(*)::integer as purchases, max(purchase_date) as latest
      from orders
      where status = 'credited' and not is_referral
      group by user_id
    ) p
    where p.user_id = s.referee_id
  `.execute(db);
}

// Counting only bonus-earning purchases again would lose what was counted: nothing to undo.
export async function down(): Promise<void> {}
