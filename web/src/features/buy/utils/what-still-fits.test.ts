import { describe, expect, it } from 'vitest';
import { whatStillFits } from './what-still-fits';

describe('whatStillFits', () => {
  it('counts the phase bonus in what fits', () => {
    expect(whatStillFits('7.5', 25, null)).toBe(
      'Only 6 whole tokens can still be bought, bonus included.',
    );
    expect(whatStillFits('7.5', 0, null)).toBe(
      'Only 7 whole tokens can still be bought, bonus included.',
    );
  });

  it('speaks of one token in the singular', () => {
    expect(whatStillFits('1.25', 25, null)).toBe(
      'Only 1 whole token can still be bought, bonus included.',
    );
  });

  it('says nothing while plenty is left and the count typed fits', () => {
    expect(whatStillFits('12763433', 5, '10')).toBeNull();
    expect(whatStillFits(null, 5, '10')).toBeNull();
  });

  it('speaks up when the count typed is more than what is left, however much that is', () => {
    expect(whatStillFits('2100', 5, '2001')).toBe(
      'Only 2,000 whole tokens can still be bought, bonus included.',
    );
    expect(whatStillFits('14000000', 5, '999999999')).toBe(
      'Only 1,33,33,333 whole tokens can still be bought, bonus included.',
    );
  });

  it('counts the referrer’s bonus a referred buyer’s order sets aside too, as the server does', () => {
    // 5 tokens need 5 + 1.25 + 1.25 = 7.5; a 6th would need 9.
    expect(whatStillFits('7.5', 25, null, true)).toBe(
      'Only 5 whole tokens can still be bought, your bonus and your referrer’s included.',
    );
    expect(whatStillFits('2100', 5, '1910', true)).toBe(
      'Only 1,909 whole tokens can still be bought, your bonus and your referrer’s included.',
    );
    // Outside every phase no bonus is set aside, and the figure is the same as for anyone.
    expect(whatStillFits('7.5', 0, null, true)).toBe(
      'Only 7 whole tokens can still be bought, bonus included.',
    );
  });
});
