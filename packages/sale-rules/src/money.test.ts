import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  paiseForTokens,
  parseRupees,
  pricePaise,
  rupeesForTokens,
  tokensForPaise,
} from './money.js';

describe('paise and rupees', () => {
  it('prints paise as rupees with two decimals', () => {
    expect(formatRupees(300000n)).toBe('3000.00');
    expect(formatRupees('5')).toBe('0.05');
  });

  it('reads rupees from a client without rounding', () => {
    expect(parseRupees(3000)).toBe(300000n);
    expect(parseRupees(' 3000.5 ')).toBe(300050n);
    expect(parseRupees('3000.555')).toBeNull();
    expect(parseRupees('-5')).toBe('negative');
    expect(parseRupees('-0')).toBe(0n);
    expect(parseRupees(Number.NaN)).toBeNull();
    expect(parseRupees(true)).toBeNull();
  });

  it('gives the price of a token in paise', () => {
    expect(pricePaise('1000')).toBe(100000n);
    expect(pricePaise('0.5')).toBe(50n);
    expect(() => pricePaise('0.005')).toThrow(RangeError);
  });
});

describe('tokens and the rupees an order pays', () => {
  it('turns tokens into rupees and back into the same whole tokens', () => {
    const rupees = rupeesForTokens('3', '1000');
    expect(rupees).toBe('3000');
    const paise = parseRupees(rupees);
    expect(paise).toBe(paiseForTokens(3n, '1000'));
    expect(tokensForPaise(300000n, '1000')).toBe(3n);
  });

  it('has no whole tokens for an amount that is not a multiple of the price', () => {
    expect(tokensForPaise(150000n, '1000')).toBeNull();
  });
});
