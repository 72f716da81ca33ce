// Who may buy, when, and how much (DESIGN.md §4): a verified e-mail, KYC VERIFIED, the sale open,
// whole tokens at the sale price, no more than the sale's reservation policy lets one investor hold
// (decision 0014), and room under the hard cap. Shared by online and manual orders.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUserById, type UserRow } from '../users/index.js';
import type { NewOrderRow, PaymentMethod } from './orders.table.js';
import {
  addDecimals,
  compareDecimals,
  formatDecimal,
  normaliseDecimal,
  parseDecimal,
  parseRupees,
  referralBonusTokens,
  tokensForPaise,
  wholeTokensWithin,
  type Decimal,
} from '@rent/sale-rules';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { EMAIL_NOT_VERIFIED_REASON, SIGN_IN_REQUIRED } from '../../plugins/signed-in.js';
import { isSaleOpen, type SaleDefinition } from '../sale/index.js';
import { holdUntil, tokensLeft } from './ledger/order-ledger.js';
import { pricePaise, quoteOrder, type OrderQuote } from './order-pricing.js';
import { ORDER_MESSAGES } from './orders.messages.js';
import {
  lockSoldTokens,
  newPurchaseId,
  reservationsAt,
  type Reservations,
} from './orders.repository.js';

export const KYC_REQUIRED_REASON = 'KYC_NOT_VERIFIED';
export const SALE_CLOSED_REASON = 'SALE_CLOSED';
export const HARD_CAP_REASON = 'HARD_CAP';
export const LARGEST_ORDER_REASON = 'LARGEST_ORDER';
export const PENDING_ORDERS_REASON = 'PENDING_ORDERS';
export const PENDING_TOKENS_REASON = 'PENDING_TOKENS';

// An amount no order could ever be (the whole hard cap is ₹1,400 crore), within numeric(20, 0);
// the sale's largest order (reservation policy) is far smaller.
const LARGEST_ORDER_PAISE = 10n ** 15n;

/** What decides whether an investor may buy, and whether a referrer's bonus is held with it. */
export type Buyer = Pick<UserRow, 'id' | 'email_verified_at' | 'kyc_status' | 'referred_by'>;

/**
 * The signed-in investor's account (as the sign-in check read it, or read again), if they may buy
 * now; otherwise the refusal that says why.
 */
export function requireBuyer<Account extends Buyer>(user: Account | undefined): Account {
  if (!user) throw unauthorized(SIGN_IN_REQUIRED);
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

/** The investor read afresh (inside a transaction, say), if they may buy now. */
export async function readBuyer(db: Kysely<Database>, userId: string): Promise<UserRow> {
  return requireBuyer(await findUserById(db, userId));
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
  const tokens = tokensForPaise(paise, sale.price);
  if (tokens === null) throw refuse(ORDER_MESSAGES.wholeTokens(sale.price));
  return tokens;
}

/** The sale's largest order, in whole tokens bought (bonus excluded): larger ones are refused. */
export function requireOrderSize(sale: SaleDefinition, baseTokens: bigint, field = 'amount') {
  const largest = sale.reservations.largestOrderTokens;
  if (baseTokens <= largest) return;
  const message = ORDER_MESSAGES.largestOrder(largest.toString());
  throw new AppError(422, message, [{ field, message, reason: LARGEST_ORDER_REASON }]);
}

export interface Reservation {
  quote: OrderQuote;
  /** What the order holds while pending: its tokens and the referrer bonus it may allocate. */
  reservedTokens: string;
  holdUntil: Date;
}

/**
 * The quote for `baseTokens` now and what the order will hold, after checking, under the running
 * total's lock, that the buyer's pending orders stay within the reservation policy and that it fits
 * under the hard cap with what is sold and held. What is held is read by a statement of its own
 * after the lock is taken: a statement sees what was committed when it started, and only one
 * started after the lock sees every order that the previous holder of the lock inserted.
 */
async function reserveQuote(
  trx: Kysely<Database>,
  sale: SaleDefinition,
  baseTokens: bigint,
  now: Date,
  buyer: Buyer,
  method: Exclude<PaymentMethod, 'referral'>,
): Promise<Reservation> {
  const quote = quoteOrder(sale, baseTokens, now);
  const sold = await lockSoldTokens(trx);
  const reservations = await reservationsAt(trx, now, buyer.id);
  const available = tokensLeft(sale, sold, reservations.reserved);
  // A referred buyer's purchase may also allocate their referrer's bonus when it is credited: it is
  // held whether or not the referrer may earn it today, as they may by the time of the credit.
  const referred = buyer.referred_by !== null;
  const needed = addDecimals(
    parseDecimal(quote.totalTokens),
    parseDecimal(referred ? referralBonusTokens(baseTokens, quote.bonusPercent) : '0'),
  );
  requireRoomForInvestor(sale, reservations, needed);
  if (compareDecimals(needed, parseDecimal(available)) > 0) {
    const fits = wholeTokensWithin(available, quote.bonusPercent, referred);
    const message =
      available === '0' ? ORDER_MESSAGES.soldOut : ORDER_MESSAGES.tokensLeft(available, fits);
    throw conflict(message, [{ field: 'amount', message, reason: HARD_CAP_REASON }]);
  }
  return {
    quote,
    reservedTokens: formatDecimal(needed),
    holdUntil: holdUntil(sale, method, now),
  };
}

/**
 * A new pending order of `buyer`'s (who passed requireBuyer), priced now and held under the hard
 * cap: the columns every payment method fills alike, to which each adds its own. Call it inside the
 * transaction that inserts the order. The buyer's row says whether a referrer's bonus must be held
 * too.
 */
export async function reservePendingOrder(
  trx: Kysely<Database>,
  sale: SaleDefinition,
  baseTokens: bigint,
  now: Date,
  buyer: Buyer,
  method: Exclude<PaymentMethod, 'referral'>,
) {
  const reservation = await reserveQuote(trx, sale, baseTokens, now, buyer, method);
  return pendingOrderRow(reservation, buyer.id, method, now);
}

/** A new pending order as its reservation priced and held it. */
function pendingOrderRow(
  reservation: Reservation,
  buyerId: string,
  method: Exclude<PaymentMethod, 'referral'>,
  now: Date,
) {
  const { quote } = reservation;
  return {
    purchase_id: newPurchaseId(),
    user_id: buyerId,
    purchase_date: now,
    created_at: now,
    updated_at: now,
    amount_paid_paise: quote.amountPaise,
    base_tokens: quote.baseTokens,
    bonus_tokens: quote.bonusTokens,
    total_tokens: quote.totalTokens,
    bonus_percent: quote.bonusPercent,
    phase_name: quote.phaseName,
    payment_method: method,
    status: 'pending',
    reserved_tokens: reservation.reservedTokens,
    hold_until: reservation.holdUntil,
  } satisfies NewOrderRow;
}

/** Refuses an order that would take the buyer past what one investor may have pending. */
function requireRoomForInvestor(sale: SaleDefinition, pending: Reservations, needed: Decimal) {
  const policy = sale.reservations;
  if (pending.open >= policy.pendingOrdersPerInvestor) {
    const message = ORDER_MESSAGES.tooManyPending(pending.open);
    throw conflict(message, [{ field: 'amount', message, reason: PENDING_ORDERS_REASON }]);
  }
  const held = addDecimals(parseDecimal(pending.held), needed);
  if (compareDecimals(held, { units: policy.pendingTokensPerInvestor, scale: 0 }) > 0) {
    const message = ORDER_MESSAGES.pendingTokensLimit(
      policy.pendingTokensPerInvestor.toString(),
      normaliseDecimal(pending.held),
    );
    throw conflict(message, [{ field: 'amount', message, reason: PENDING_TOKENS_REASON }]);
  }
}
