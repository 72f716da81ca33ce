import { describe, expect, it } from 'vitest';
import {
  bonusTokens,
  largestOrderWithin,
  mostHeldByOrder,
  purchaseTokens,
  referralBonusTokens,
  wholeTokensWithin,
} from './bonus.js';

describe('purchaseTokens', () => {
  it('adds the bonus of the phase: floor(base) × bonus ÷ 100', () => {
    expect(purchaseTokens('10', 25)).toEqual({ bonus: '2.5', total: '12.5' });
    expect(purchaseTokens('3', 5)).toEqual({ bonus: '0.15', total: '3.15' });
    expect(purchaseTokens('1', 15)).toEqual({ bonus: '0.15', total: '1.15' });
  });

  it('takes the bonus on the whole tokens only', () => {
    expect(purchaseTokens('10.9', 25)).toEqual({ bonus: '2.5', total: '13.4' });
  });

  it('gives no bonus outside every phase', () => {
    expect(purchaseTokens('7', 0)).toEqual({ bonus: '0', total: '7' });
  });

  it('is nothing for an unreadable, zero or negative count', () => {
    for (const base of ['', 'abc', '0', '-4']) {
      expect(purchaseTokens(base, 25)).toEqual({ bonus: '0', total: '0' });
    }
  });

  it('stays exact for counts no float can hold', () => {
    expect(purchaseTokens('123456789012345678', 5)).toEqual({
      bonus: '6172839450617283.9',
      total: '129629628462962961.9',
    });
  });
});

describe('bonusTokens', () => {
  it('is floor(base) × bonus % ÷ 100, exact', () => {
    expect(bonusTokens('100', 25)).toBe('25');
    expect(bonusTokens('7.99', 25)).toBe('1.75');
    expect(bonusTokens(7n, 25)).toBe('1.75');
    expect(bonusTokens('3', 5)).toBe('0.15');
    expect(bonusTokens('9007199254740993', 5)).toBe('450359962737049.65');
  });

  it('refuses a negative base', () => {
    expect(() => bonusTokens('-1', 25)).toThrow(RangeError);
  });

  it('earns the referrer the same bonus', () => {
    expect(referralBonusTokens(10n, 25)).toBe('2.5');
    expect(referralBonusTokens('3.9', 5)).toBe('0.15');
  });
});

describe('mostHeldByOrder', () => {
  it('is the tokens with both bonuses at the largest percent, rounded up', () => {
    expect(mostHeldByOrder(10n, 25)).toBe(15n);
    expect(mostHeldByOrder(1n, 25)).toBe(2n);
    expect(mostHeldByOrder(3n, 5)).toBe(4n);
    expect(mostHeldByOrder(100n, 0)).toBe(100n);
    expect(mostHeldByOrder(50_000n, 25)).toBe(75_000n);
  });
});

describe('largestOrderWithin', () => {
  it('is the largest order whose most held fits', () => {
    expect(largestOrderWithin(100_000n, 25)).toBe(66_666n);
    expect(largestOrderWithin(15n, 25)).toBe(10n);
    expect(largestOrderWithin(100n, 0)).toBe(100n);
    for (const held of [1n, 2n, 7n, 150n, 99_999n]) {
      for (const percent of [0, 5, 15, 25, 100]) {
        const largest = largestOrderWithin(held, percent);
        expect(mostHeldByOrder(largest, percent)).toBeLessThanOrEqual(held);
        expect(mostHeldByOrder(largest + 1n, percent)).toBeGreaterThan(held);
      }
    }
  });
});

describe('the whole tokens that still fit', () => {
  it('counts the phase bonus: 2.25 RENT left at 25 % fit 1 token', () => {
    expect(wholeTokensWithin('2.25', 25, false)).toBe(1n);
    expect(wholeTokensWithin('2.5', 25, false)).toBe(2n);
  });

  it('counts the referrer’s bonus for a referred buyer', () => {
    expect(wholeTokensWithin('3', 25, true)).toBe(2n);
    expect(wholeTokensWithin('2.99', 25, true)).toBe(1n);
  });

  it('answers 0 when less than a token with its bonus is left, or nothing', () => {
    expect(wholeTokensWithin('1.2', 25, false)).toBe(0n);
    expect(wholeTokensWithin('0', 0, false)).toBe(0n);
  });

  it('fits the whole sale without a bonus', () => {
    expect(wholeTokensWithin('14000000', 0, false)).toBe(14_000_000n);
    expect(wholeTokensWithin('14000000', 25, true)).toBe(9_333_333n);
  });
});
