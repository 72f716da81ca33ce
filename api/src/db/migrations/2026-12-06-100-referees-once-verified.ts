// A referrer's table lists only referees whose address is verified (decision 0101): the rows of
// registrations that never verified go, and come back when they verify. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from referral_stats s using users u
            where u.id = s.referee_id and u.email_verified_at is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`insert into referral_stats (referee_id, referrer_id, referee_created_at)
            select id, referred_by, created_at from users
            where referred_by is not null and email_verified_at is null
            on conflict do nothing`.execute(db);
}
