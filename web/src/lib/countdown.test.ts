import { describe, expect, it } from 'vitest';
import { timeLeftUntil } from './countdown';

const saleEnd = Date.parse('2025-12-30T18:29:59Z');

describe('timeLeftUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.parse('2025-12-28T15:25:49Z');
    expect(timeLeftUntil(saleEnd, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 10,
      ended: false,
    });
  });

  it('drops the part of a second that is left', () => {
    expect(timeLeftUntil(saleEnd, saleEnd - 1500)).toMatchObject({ seconds: 1, ended: false });
    expect(timeLeftUntil(saleEnd, saleEnd - 1)).toMatchObject({ seconds: 0, ended: false });
  });

  it('is all zero at the end and after it', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
    expect(timeLeftUntil(saleEnd, saleEnd)).toEqual(zero);
    expect(timeLeftUntil(saleEnd, Date.parse('2026-03-01T00:00:00Z'))).toEqual(zero);
  });

  it('treats an unreadable end as ended', () => {
    expect(timeLeftUntil(Number.NaN, Date.now())).toMatchObject({ days: 0, ended: true });
  });
});
