import { describe, expect, it } from 'vitest';
import { escapeLike, referralCriteria } from './referral-criteria.js';

const FIRST_PAGE = { page: 1, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' } as const;

describe('the referral table’s criteria', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('searches for the trimmed text anywhere', () => {
    expect(referralCriteria({ ...FIRST_PAGE, search: '  a_b ' }).searchPattern).toBe('%a\\_b%');
    expect(referralCriteria({ ...FIRST_PAGE, search: '   ' }).searchPattern).toBeUndefined();
  });

  it('turns days of India into instants, the last day included', () => {
    const criteria = referralCriteria({
      ...FIRST_PAGE,
      page: 3,
      dateFrom: '2025-07-15',
      dateTo: '2025-07-15',
      minBonus: '02.50',
      maxBonus: '2.5',
    });
    expect(criteria).toMatchObject({
      createdFrom: new Date('2025-07-14T18:30:00Z'),
      createdBefore: new Date('2025-07-15T18:30:00Z'),
      minBonus: '2.5',
      maxBonus: '2.5',
      offset: 20,
    });
  });
});
