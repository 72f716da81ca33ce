import { formatIndianNumber, wholeTokensWithin } from '@rent/sale-rules';

/** Below this many whole tokens left, the purchase form says how many still fit before anyone asks. */
export const NEAR_THE_END_TOKENS = 100n;

/**
 * What the purchase form says of the supply left, in whole tokens, or null when there is nothing to
 * say: the count typed fits and the sale is not near its end. Counted as the server counts it: the
 * phase bonus and, for a `referred` buyer, the referrer's bonus their purchase sets aside too.
 */
export function whatStillFits(
  available: string | null,
  bonusPercent: number,
  typedTokens: string | null,
  referred = false,
): string | null {
  if (available === null) return null;
  const fits = wholeTokensWithin(available, bonusPercent, referred);
  if (fits === 0n)
    return 'No whole token can still be bought: the pre-sale’s tokens are all taken.';
  const tooMany = typedTokens !== null && BigInt(typedTokens) > fits;
  if (!tooMany && fits >= NEAR_THE_END_TOKENS) return null;
  const tokens =
    fits === 1n ? '1 whole token' : `${formatIndianNumber(fits.toString())} whole tokens`;
  // A referrer's bonus is only counted when the phase gives one.
  const included =
    referred && bonusPercent > 0 ? 'your bonus and your referrer’s included' : 'bonus included';
  return `Only ${tokens} can still be bought, ${included}.`;
}
