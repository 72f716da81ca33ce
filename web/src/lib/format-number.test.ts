import { describe, expect, it } from 'vitest';
import {
  formatIndianNumber,
  formatInr,
  formatPercent,
  formatPlainDecimal,
  formatRent,
} from './format-number';

describe('formatIndianNumber', () => {
  it('groups digits the Indian way', () => {
    expect(formatIndianNumber(14000000)).toBe('1,40,00,000');
    expect(formatIndianNumber('1400000')).toBe('14,00,000');
    expect(formatIndianNumber('999')).toBe('999');
  });

  it('formats decimal strings without losing digits to a float', () => {
    expect(formatIndianNumber('12345678901234567.89')).toBe('12,34,56,78,90,12,34,567.89');
    expect(formatIndianNumber('0.125')).toBe('0.13');
  });

  it('shows at most 2 decimals and no trailing zeros by default', () => {
    expect(formatIndianNumber('8.50')).toBe('8.5');
    expect(formatIndianNumber('1.00')).toBe('1');
  });

  it('pads decimals when asked to', () => {
    expect(formatIndianNumber('12.5', { minimumFractionDigits: 2 })).toBe('12.50');
  });

  it('shows a dash for something that is not a number', () => {
    expect(formatIndianNumber('abc')).toBe('—');
    expect(formatIndianNumber('')).toBe('—');
    expect(formatIndianNumber(Number.NaN)).toBe('—');
  });
});

describe('formatInr', () => {
  it('shows rupees with paise', () => {
    expect(formatInr('1000')).toBe('₹1,000.00');
    expect(formatInr(1234567.5)).toBe('₹12,34,567.50');
  });

  it('drops the paise when told to', () => {
    expect(formatInr('1000', 0)).toBe('₹1,000');
  });
});

describe('formatRent and formatPercent', () => {
  it('adds the token symbol', () => {
    expect(formatRent('14000000')).toBe('1,40,00,000 RENT');
  });

  it('always shows two decimals for a percentage', () => {
    expect(formatPercent(8.8)).toBe('8.80%');
    expect(formatPercent(100)).toBe('100.00%');
  });
});

describe('formatPlainDecimal', () => {
  it('writes the number as typed, without grouping or trailing zeros', () => {
    expect(formatPlainDecimal('1000')).toBe('1000');
    expect(formatPlainDecimal('1000.00')).toBe('1000');
    expect(formatPlainDecimal('12.50')).toBe('12.5');
    expect(formatPlainDecimal('n/a')).toBe('—');
  });
});
