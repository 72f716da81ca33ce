import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  floorDecimal,
  formatDecimal,
  isDecimalText,
  normaliseDecimal,
  parseDecimal,
  percentOf,
  readDecimal,
} from './decimal.js';

describe('decimal text', () => {
  it.each([
    ['12.50', '12.5'],
    ['0.00', '0'],
    ['0', '0'],
    ['007', '7'],
    ['1400000', '1400000'],
    ['-0.0', '0'],
    ['-3.140', '-3.14'],
    ['0.05', '0.05'],
    ['123456789012345678901234567890.12', '123456789012345678901234567890.12'],
  ])('normalises %s to %s', (text, canonical) => {
    expect(normaliseDecimal(text)).toBe(canonical);
  });

  it.each(['', '1e3', '1.', '.5', '1,5', 'abc', '+1', 'NaN', '1.2.3'])('refuses "%s"', (text) => {
    expect(() => parseDecimal(text)).toThrow(RangeError);
    expect(isDecimalText(text)).toBe(false);
  });

  it.each([
    ['1.', '1'],
    ['.5', '0.5'],
    ['+1', '1'],
    [' 7 ', '7'],
  ])('reads "%s" typed by a person as %s', (text, canonical) => {
    const typed = readDecimal(text);
    expect(typed && formatDecimal(typed)).toBe(canonical);
  });

  it('keeps precision far beyond what a float holds', () => {
    const value = parseDecimal('9007199254740993.01');
    expect(formatDecimal(value)).toBe('9007199254740993.01');
  });
});

describe('decimal arithmetic', () => {
  it('adds values of different scales exactly', () => {
    expect(formatDecimal(addDecimals(parseDecimal('0.1'), parseDecimal('0.2')))).toBe('0.3');
    expect(formatDecimal(addDecimals(parseDecimal('12.50'), parseDecimal('7')))).toBe('19.5');
    expect(formatDecimal(addDecimals(parseDecimal('-1.25'), parseDecimal('1.25')))).toBe('0');
  });

  it('compares values of different scales', () => {
    expect(compareDecimals(parseDecimal('1.50'), parseDecimal('1.5'))).toBe(0);
    expect(compareDecimals(parseDecimal('1.49'), parseDecimal('1.5'))).toBe(-1);
    expect(compareDecimals(parseDecimal('2'), parseDecimal('1.999'))).toBe(1);
  });

  it.each([
    ['3.99', 3n],
    ['3', 3n],
    ['0.5', 0n],
    ['-0.5', -1n],
    ['-2', -2n],
  ])('floors %s to %s', (text, floor) => {
    expect(floorDecimal(parseDecimal(text))).toBe(floor);
  });

  it('takes an exact percentage of a whole number', () => {
    expect(formatDecimal(percentOf(3n, 5))).toBe('0.15');
    expect(formatDecimal(percentOf(10n, 25))).toBe('2.5');
    expect(formatDecimal(percentOf(400n, 25))).toBe('100');
    expect(formatDecimal(percentOf(7n, 0))).toBe('0');
  });

  it('refuses a fractional percentage', () => {
    expect(() => percentOf(10n, 2.5)).toThrow(RangeError);
  });
});
