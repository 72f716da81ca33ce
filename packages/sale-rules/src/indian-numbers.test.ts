import { describe, expect, it } from 'vitest';
import { formatIndianDecimal, formatInrFromPaise } from './indian-numbers.js';

const browserInr = (text: string) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(text as Intl.StringNumericLiteral);

describe('Indian grouping from exact decimal text', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianDecimal('0')).toBe('0');
    expect(formatIndianDecimal('999')).toBe('999');
    expect(formatIndianDecimal('1000')).toBe('1,000');
    expect(formatIndianDecimal('14000000')).toBe('1,40,00,000');
    expect(formatIndianDecimal('123456789012')).toBe('1,23,45,67,89,012');
  });

  it('keeps every decimal and pads to the minimum', () => {
    expect(formatIndianDecimal('1400000.5')).toBe('14,00,000.5');
    expect(formatIndianDecimal('0.15', 0)).toBe('0.15');
    expect(formatIndianDecimal('1000', 2)).toBe('1,000.00');
    expect(formatIndianDecimal('-1234.5', 2)).toBe('-1,234.50');
  });

  it('refuses text that is not a decimal the system wrote', () => {
    expect(() => formatIndianDecimal('1e3')).toThrow(RangeError);
    expect(() => formatIndianDecimal('1,000')).toThrow(RangeError);
  });

  it('prints rupees exactly as the web app formats them', () => {
    for (const paise of [0n, 5n, 100000n, 1234567n, 1400000000000n, 99999999999999n]) {
      const rupees = `${paise / 100n}.${(paise % 100n).toString().padStart(2, '0')}`;
      expect(formatInrFromPaise(paise)).toBe(browserInr(rupees));
    }
    expect(formatInrFromPaise('300000')).toBe('₹3,000.00');
  });
});
