// Who may buy, when, and how much (DESIGN.md §4): a verified e-mail, KYC VERIFIED, the sale open,
// whole tokens at the sale price, and room under the hard cap. Shared by online and manual orders.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../../db/tables/users.js';
import { addDecimals, compareDecimals, parseDecimal } from '../../lib/decimal.js';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { AUTH_MESSAGES, EMAIL_NOT_VERIFIED_REASON } from '../auth/auth.messages.js';
import type { SaleDefinition } from '../sale/sale.definition.js';
import { isSaleOpen } from '../sale/sale.schedule.js';
import { findUserById } from '../users/users.repository.js';
import { lockAvailableTokens } from './order-ledger.js';
import { parseRupees, pricePaise, quoteOrder, type OrderQuote } from './order-pricing.js';
import { ORDER_MESSAGES } from './orders.messages.js';
import { referralBonus, referrerOf } from './referral-bonus.js';

export const KYC_REQUIRED_REASON = 'KYC_NOT_VERIFIED';
export const SALE_CLOSED_REASON = 'SALE_CLOSED';
export const HARD_CAP_REASON = 'HARD_CAP';

// Far above any real order (the whole hard cap is ₹1,400 crore) and within numeric(20, 0).
const LARGEST_ORDER_PAISE = 10n ** 15n;

/** The signed-in investor, if they may buy now; otherwise the refusal that says why. */
export async function requireBuyer(db: Kysely<Database>, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  if (user.email_verified_at === null) {
    throw forbidden(ORDER_MESSAGES.emailNotVerified, [
      {
        field: 'email',
        message: ORDER_MESSAGES.emailNotVerified,
        reason: EMAIL_NOT_VERIFIED_REASON,
      },
    ]);
  }
  if (user.kyc_status !== 'VERIFIED') {
    throw forbidden(ORDER_MESSAGES.kycRequired, [
      { field: 'kyc', message: ORDER_MESSAGES.kycRequired, reason: KYC_REQUIRED_REASON },
    ]);
  }
  return user;
}

/** Orders are taken from the first phase's start until the sale end (its last second included). */
export function requireOpenSale(sale: SaleDefinition, now: Date) {
  if (isSaleOpen(sale, now)) return;
  const first = sale.phases[0];
  if (first && now.getTime() < first.start.getTime()) {
    throw forbidden(ORDER_MESSAGES.saleNotStarted, [
      { field: 'sale', message: ORDER_MESSAGES.saleNotStarted, reason: SALE_CLOSED_REASON },
    ]);
  }
  throw forbidden(ORDER_MESSAGES.saleEnded, [
    { field: 'sale', message: ORDER_MESSAGES.saleEnded, reason: SALE_CLOSED_REASON },
  ]);
}

export interface AmountRules {
  /** The smallest amount accepted, in paise, and the message for less. */
  minimumPaise: bigint;
  belowMinimum: string;
}

/** The rule of online orders: at least one whole token. */
export const onlineAmountRules = (sale: SaleDefinition): AmountRules => ({
  minimumPaise: pricePaise(sale),
  belowMinimum: ORDER_MESSAGES.minimumOneToken,
});

/**
 * Whole tokens an amount of rupees buys, or the 400 that says what is wrong with it. `field` names
 * the request field in the error.
 */
export function wholeTokensFromAmount(
  sale: SaleDefinition,
  amount: unknown,
  rules: AmountRules,
  field = 'amount',
): bigint {
  const refuse = (message: string) => badRequest(message, [{ field, message }]);
  if (amount === undefined || amount === null || amount === '') {
    throw refuse(ORDER_MESSAGES.amountRequired);
  }
  const paise = parseRupees(amount);
  if (paise === 'negative') throw refuse(ORDER_MESSAGES.amountNegative);
  if (paise === null) throw refuse(ORDER_MESSAGES.amountNotNumber);
  if (paise < rules.minimumPaise) throw refuse(rules.belowMinimum);
  if (paise > LARGEST_ORDER_PAISE) throw refuse(ORDER_MESSAGES.amountTooLarge);
  const price = pricePaise(sale);
  if (paise % price !== 0n) throw refuse(ORDER_MESSAGES.wholeTokens(sale.price));
  return paise / price;
}

/**
 * The quote for `baseTokens` now, after checking, under the running total's lock, that it fits
 * under the hard cap with what is sold and reserved. Call inside the transaction inserting the order.
 */
export async function reserveQuote(
  trx: Kysely<Database>,
  sale: SaleDefinition,
  baseTokens: bigint,
  now: Date,
  buyerId: string,
): Promise<OrderQuote> {
  const quote = quoteOrder(sale, baseTokens, now);
  const available = await lockAvailableTokens(trx, sale, now);
  // A referred buyer's purchase also allocates their referrer's bonus when it is credited.
  const referred = (await referrerOf(trx, buyerId)) !== null;
  const needed = addDecimals(
    parseDecimal(quote.totalTokens),
    parseDecimal(referred ? referralBonus(baseTokens, quote.bonusPercent) : '0'),
  );
  if (compareDecimals(needed, parseDecimal(available)) > 0) {
    const message =
      available === '0' ? ORDER_MESSAGES.soldOut : ORDER_MESSAGES.tokensLeft(available);
    throw conflict(message, [{ field: 'amount', message, reason: HARD_CAP_REASON }]);
  }
  return quote;
}
