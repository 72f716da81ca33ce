// Ledger amounts (exact decimals such as "1.75" RENT) and the token's integer units on chain. The
// token's decimals are read from its contract, never assumed; an amount finer than they allow is
// refused, never rounded.
import { formatDecimal, parseDecimal } from '@rent/sale-rules';

export class TooFineAmountError extends Error {
  constructor(
    readonly amount: string,
    readonly decimals: number,
  ) {
    super(
      `${amount} RENT has more decimal places than the token's ${decimals}: it cannot be paid ` +
        'exactly, and is never rounded.',
    );
    this.name = 'TooFineAmountError';
  }
}

/** "1.75" with 18 decimals → 1750000000000000000n; a TooFineAmountError when it does not fit. */
export function toTokenUnits(amount: string, decimals: number): bigint {
  const value = parseDecimal(formatDecimal(parseDecimal(amount)));
  if (value.units < 0n) throw new RangeError(`${amount} is negative`);
  if (value.scale > decimals) throw new TooFineAmountError(amount, decimals);
  return value.units * 10n ** BigInt(decimals - value.scale);
}

/** Token units → canonical decimal text: 1750000000000000000n with 18 decimals → "1.75". */
export function fromTokenUnits(units: bigint, decimals: number): string {
  return formatDecimal({ units, scale: decimals });
}
