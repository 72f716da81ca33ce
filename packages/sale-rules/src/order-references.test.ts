import { describe, expect, it } from 'vitest';
import { isPurchaseId } from './order-references.js';

describe('order references', () => {
  it('reads RENT- and ten characters of the reference alphabet, in either case', () => {
    expect(isPurchaseId('RENT-7KX2M9QD4P')).toBe(true);
    expect(isPurchaseId('rent-7kx2m9qd4p')).toBe(true);
  });

  it('refuses look-alikes, other lengths and anything around the reference', () => {
    for (const text of [
      'RENT-7KX2M9QD4',
      'RENT-7KX2M9QD4PP',
      'RENT-7KX2M9QD40',
      'RENT-IKX2M9QD4P',
      'RENTPAY_20250701_ABCDEFGHJKMN',
      ' RENT-7KX2M9QD4P',
      'RENT-7KX2M9QD4P\n',
      '../RENT-7KX2M9QD4P',
      '',
    ]) {
      expect(isPurchaseId(text), text).toBe(false);
    }
  });
});
