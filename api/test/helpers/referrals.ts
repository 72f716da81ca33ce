// Referral tables in tests: referees signed up at a chosen instant, and their credited purchases
// with the referrer's bonus credited the way the ledger does it (the bonus order and
// referral_stats in one go), the running total kept true.
import { referralBonusTokens } from '@rent/sale-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import type { OrderRow } from '../../src/modules/orders/orders.table.js';
import type { UserRow } from '../../src/modules/users/users.table.js';
import { addSoldTokens } from '../../src/modules/orders/orders.repository.js';
import {
  countReferredPurchase,
  recordReferralBonus,
} from '../../src/modules/orders/ledger/referral-bonus.js';
import { defaultSaleDefinition } from '../../src/modules/sale/sale.definition.js';
import { insertReferee } from '../../src/modules/referrals/referral-stats.js';
import { updateUser } from '../../src/modules/users/users.repository.js';
import { seedInvestor } from './accounts.js';
import { seedOrder } from './orders.js';

export interface RefereeSeed {
  fullname: string;
  email: string;
  /** When they signed up, an ISO instant. */
  signedUpAt: string;
}

export async function seedReferee(
  db: Kysely<Database>,
  referrer: UserRow,
  seed: RefereeSeed,
): Promise<UserRow> {
  const user = await seedInvestor(db, {
    fullname: seed.fullname,
    email: seed.email,
    now: new Date(seed.signedUpAt),
  });
  return linkReferee(db, referrer, user, { kyc_status: 'VERIFIED' });
}

/** Makes `user` `referrer`'s referee the way sign-up with a code does: the link and its stats row. */
export async function linkReferee(
  db: Kysely<Database>,
  referrer: UserRow,
  user: UserRow,
  changes: Parameters<typeof updateUser>[2] = {},
): Promise<UserRow> {
  const referee = await updateUser(db, user.id, { ...changes, referred_by: referrer.id });
  await insertReferee(db, {
    refereeId: referee.id,
    referrerId: referrer.id,
    createdAt: referee.created_at,
  });
  return referee;
}

export interface ReferralPurchaseSeed {
  baseTokens: number;
  bonusPercent: number;
  /** When the referee bought, an ISO instant. */
  purchasedAt: string;
}

/** A credited purchase of `referee` and the bonus it earned `referrer`. */
export async function seedReferralPurchase(
  db: Kysely<Database>,
  referrer: UserRow,
  referee: UserRow,
  seed: ReferralPurchaseSeed,
): Promise<{ purchase: OrderRow; bonus: OrderRow }> {
  const purchasedAt = new Date(seed.purchasedAt);
  const purchase = await seedOrder(db, {
    user_id: referee.id,
    status: 'credited',
    purchase_date: purchasedAt,
    created_at: purchasedAt,
    amount_paid_paise: BigInt(seed.baseTokens) * 100_000n,
    base_tokens: String(seed.baseTokens),
    bonus_tokens: referralBonusTokens(BigInt(seed.baseTokens), seed.bonusPercent),
    bonus_percent: seed.bonusPercent,
  });
  const tokens = referralBonusTokens(BigInt(seed.baseTokens), seed.bonusPercent);
  const bonus = await recordReferralBonus(
    db,
    purchase,
    { referrerId: referrer.id, tokens, payable: true },
    defaultSaleDefinition(),
    purchasedAt,
  );
  await countReferredPurchase(db, purchase, bonus);
  await addSoldTokens(db, tokens, purchasedAt);
  return { purchase, bonus };
}
