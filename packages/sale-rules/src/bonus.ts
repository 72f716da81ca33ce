// The bonus rule (SPEC.md §9, DESIGN.md §4): a purchase earns floor(base tokens) × the bonus % of
// its phase ÷ 100, exact; a referred investor's purchase earns their referrer the same again.
import {
  addDecimals,
  ceilDecimal,
  compareDecimals,
  floorDecimal,
  formatDecimal,
  parseDecimal,
  percentOf,
  readDecimal,
  wholeDecimal,
  type Decimal,
} from './decimal.js';

const ZERO: Decimal = wholeDecimal(0n);

function bonusDecimal(baseTokens: string | bigint, bonusPercent: number): Decimal {
  const wholeTokens =
    typeof baseTokens === 'bigint' ? baseTokens : floorDecimal(parseDecimal(baseTokens));
  if (wholeTokens < 0n) throw new RangeError('base tokens cannot be negative');
  return percentOf(wholeTokens, bonusPercent);
}

/**
 * The bonus of buying `baseTokens` while `bonusPercent` applies: floor(base) × bonus % ÷ 100, in
 * canonical decimal text ("0.15" for 3 tokens at 5 %).
 */
export function bonusTokens(baseTokens: string | bigint, bonusPercent: number): string {
  return formatDecimal(bonusDecimal(baseTokens, bonusPercent));
}

/** What a purchase of `baseTokens` at `bonusPercent` earns the buyer's referrer: the same bonus. */
export function referralBonusTokens(baseTokens: string | bigint, bonusPercent: number): string {
  return bonusTokens(baseTokens, bonusPercent);
}

/**
 * The most one order of `baseTokens` can hold, in whole tokens: its tokens, its phase bonus and
 * its referrer's bonus at `largestBonusPercent`, rounded up.
 */
export function mostHeldByOrder(baseTokens: bigint, largestBonusPercent: number): bigint {
  const bonus = bonusDecimal(baseTokens, largestBonusPercent);
  const referral = bonusDecimal(baseTokens, largestBonusPercent);
  return ceilDecimal(addDecimals(addDecimals(wholeDecimal(baseTokens), bonus), referral));
}

/**
 * The largest order, in whole tokens, whose most held (mostHeldByOrder) fits in `heldTokens`:
 * floor(held × 100 ÷ (100 + 2 × the largest bonus %)).
 */
export function largestOrderWithin(heldTokens: bigint, largestBonusPercent: number): bigint {
  if (!Number.isInteger(largestBonusPercent))
    throw new RangeError(`percent must be an integer, got ${largestBonusPercent}`);
  return (heldTokens * 100n) / (100n + 2n * BigInt(largestBonusPercent));
}

export interface PurchaseTokens {
  /** Bonus RENT of the phase: floor(base) × bonus % ÷ 100, exact. */
  bonus: string;
  /** Base and bonus together. */
  total: string;
}

/**
 * The bonus and total RENT of buying `baseTokens` (as typed) while `bonusPercent` applies; nothing
 * for a count that cannot be read or is not positive, no bonus for a percent that is not one.
 */
export function purchaseTokens(baseTokens: string, bonusPercent: number): PurchaseTokens {
  const base = readDecimal(baseTokens);
  if (!base || compareDecimals(base, ZERO) <= 0) return { bonus: '0', total: '0' };
  const percent = Number.isInteger(bonusPercent) && bonusPercent > 0 ? bonusPercent : 0;
  const bonus = bonusDecimal(floorDecimal(base), percent);
  return { bonus: formatDecimal(bonus), total: formatDecimal(addDecimals(base, bonus)) };
}

/**
 * The most whole tokens one order can buy while `bonusPercent` applies when `available` RENT are
 * left: its tokens, its phase bonus and, for a referred buyer, the referrer's bonus must all fit.
 */
export function wholeTokensWithin(
  available: string,
  bonusPercent: number,
  referred: boolean,
): bigint {
  const left = readDecimal(available);
  if (!left || compareDecimals(left, ZERO) <= 0) return 0n;
  const percent = Number.isInteger(bonusPercent) && bonusPercent > 0 ? bonusPercent : 0;
  const needs = (base: bigint) => {
    const bonus = bonusDecimal(base, percent);
    const total = addDecimals(wholeDecimal(base), bonus);
    return referred ? addDecimals(total, bonus) : total;
  };
  // What an order needs grows with its tokens: the largest that fits, by bisection.
  let low = 0n;
  let high = floorDecimal(left);
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (compareDecimals(needs(middle), left) <= 0) low = middle;
    else high = middle - 1n;
  }
  return low;
}
