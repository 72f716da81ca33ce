import { describe, expect, it } from 'vitest';
import { fromTokenUnits, toTokenUnits, TooFineAmountError } from './token-units.js';

describe('token units', () => {
  it('turns a ledger amount into the exact units of an 18-decimal token', () => {
    expect(toTokenUnits('1.75', 18)).toBe(1_750_000_000_000_000_000n);
    expect(toTokenUnits('1562.5', 18)).toBe(1_562_500_000_000_000_000_000n);
  });

  it('reads the decimals it is given rather than assuming 18', () => {
    expect(toTokenUnits('1.75', 2)).toBe(175n);
    expect(toTokenUnits('12', 0)).toBe(12n);
    expect(fromTokenUnits(175n, 2)).toBe('1.75');
  });

  it('refuses an amount with more decimal places than the token has, never rounding it', () => {
    expect(() => toTokenUnits('1.755', 2)).toThrow(TooFineAmountError);
    expect(() => toTokenUnits('0.5', 0)).toThrow(/more decimal places than the token's 0/);
  });

  it('accepts trailing zeros the token can hold', () => {
    expect(toTokenUnits('1.7500', 2)).toBe(175n);
  });

  it('gives back the canonical decimal of any number of units', () => {
    expect(fromTokenUnits(1n, 18)).toBe('0.000000000000000001');
    expect(fromTokenUnits(0n, 18)).toBe('0');
  });
});
