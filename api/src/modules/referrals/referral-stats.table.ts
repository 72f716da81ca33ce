// The referral_stats table, written only by the referrals module.
import type { ColumnType } from 'kysely';
import type { DecimalColumn } from '../../db/columns.js';

/** What one referred investor has earned their referrer: a row from sign-up, one per referee. */
export interface ReferralStatsTable {
  referee_id: string;
  referrer_id: string;
  referee_created_at: ColumnType<Date, Date | string, never>;
  total_bonus_tokens: DecimalColumn;
  purchase_count: ColumnType<number, number | undefined, number>;
  last_purchase_date: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}
