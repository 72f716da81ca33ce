// The number of RENT to buy, as typed (SPEC.md §5 "Token count (buy)"): whole tokens, at least 1.
import {
  compareDecimals,
  floorDecimal,
  isWholeDecimal,
  readDecimal,
  wholeDecimal,
} from '@rent/sale-rules';

export const INVALID_NUMBER = 'Please enter a valid number.';
export const NEGATIVE_COUNT = 'Amount cannot be negative.';
export const BELOW_MINIMUM = 'Minimum 1 RENT token required.';
export const NOT_WHOLE = 'RENT tokens must be whole numbers (1, 2, 3, etc.).';

/** Why a blank field cannot be bought; never shown, as SPEC.md accepts a blank field silently. */
export const BLANK_COUNT = 'Enter the number of RENT tokens.';

const ONE = wholeDecimal(1n);
const ZERO = wholeDecimal(0n);

export type TokenCount = { tokens: string; problem: null } | { tokens: null; problem: string };

/**
 * Reads a typed count: the whole number of tokens in its plain spelling ("007" and "7.0" are
 * "7"), or what is wrong with it in SPEC.md's words, checked in its order.
 */
export function readTokenCount(text: string): TokenCount {
  if (text.trim() === '') return { tokens: null, problem: BLANK_COUNT };
  const count = readDecimal(text);
  if (!count) return { tokens: null, problem: INVALID_NUMBER };
  if (compareDecimals(count, ZERO) < 0) return { tokens: null, problem: NEGATIVE_COUNT };
  if (compareDecimals(count, ONE) < 0) return { tokens: null, problem: BELOW_MINIMUM };
  if (!isWholeDecimal(count)) return { tokens: null, problem: NOT_WHOLE };
  return { tokens: floorDecimal(count).toString(), problem: null };
}
