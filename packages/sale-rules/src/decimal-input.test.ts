import { describe, expect, it } from 'vitest';
// The browser's side of decimal.ts: text as a person types it, read without throwing.
import {
  compareDecimals,
  decimalFromNumber,
  divideDecimals,
  formatDecimal,
  multiplyDecimals,
  readDecimal,
} from './decimal.js';

const decimal = (text: string) => {
  const parsed = readDecimal(text);
  if (!parsed) throw new Error(`not a decimal: ${text}`);
  return parsed;
};

describe('readDecimal', () => {
  it('reads whole numbers, fractions and signs', () => {
    expect(readDecimal('1400000')).toEqual({ units: 1400000n, scale: 0 });
    expect(readDecimal(' 12.50 ')).toEqual({ units: 1250n, scale: 2 });
    expect(readDecimal('.5')).toEqual({ units: 5n, scale: 1 });
    expect(readDecimal('-3.2')).toEqual({ units: -32n, scale: 1 });
  });

  it('refuses text that is not a plain decimal', () => {
    for (const text of ['', '.', 'abc', '12abc', '1e3', '1,000', '--1']) {
      expect(readDecimal(text)).toBeNull();
    }
  });
});

describe('decimalFromNumber', () => {
  it('keeps the shortest spelling of a float', () => {
    expect(decimalFromNumber(85.53)).toEqual({ units: 8553n, scale: 2 });
    expect(decimalFromNumber(1e-7)).toEqual({ units: 10_000_000_000_000n, scale: 20 });
  });

  it('gives up on infinities and NaN', () => {
    expect(decimalFromNumber(Number.NaN)).toBeNull();
    expect(decimalFromNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('arithmetic', () => {
  it('multiplies exactly', () => {
    expect(formatDecimal(multiplyDecimals(decimal('0.1'), decimal('0.2')))).toBe('0.02');
  });

  it('divides rounding half up, away from zero', () => {
    const divide = (a: string, b: string, places: number) => {
      const quotient = divideDecimals(decimal(a), decimal(b), places);
      return quotient && formatDecimal(quotient);
    };
    expect(divide('5', '1000', 2)).toBe('0.01');
    expect(divide('4.9', '1000', 2)).toBe('0');
    expect(divide('-5', '1000', 2)).toBe('-0.01');
    expect(divide('1000', '85.53', 2)).toBe('11.69');
    expect(divideDecimals(decimal('1'), decimal('0'), 2)).toBeNull();
  });

  it('compares values written at different scales', () => {
    expect(compareDecimals(decimal('100'), decimal('100.00'))).toBe(0);
    expect(compareDecimals(decimal('99.99'), decimal('100'))).toBe(-1);
    expect(compareDecimals(decimal('100.01'), decimal('100'))).toBe(1);
  });

  it('spells values without trailing zeros', () => {
    expect(formatDecimal(decimal('8.550'))).toBe('8.55');
    expect(formatDecimal(decimal('1.00'))).toBe('1');
    expect(formatDecimal(decimal('0.05'))).toBe('0.05');
    expect(formatDecimal(decimal('-0.00'))).toBe('0');
  });
});
