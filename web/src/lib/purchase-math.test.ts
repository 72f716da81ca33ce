import { describe, expect, it } from 'vitest';
import { purchaseTokens } from './purchase-math';

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
