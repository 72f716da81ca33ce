import { describe, expect, it } from 'vitest';
import { formatIstDate, formatIstDateTime } from './format-date';

describe('formatIstDateTime', () => {
  it('shows the first instant of a phase as midnight in India', () => {
    expect(formatIstDateTime('2025-06-30T18:30:00.000Z')).toBe('01 Jul 2025, 12:00 AM IST');
  });

  it('shows the last second of a phase as 11:59 PM on its final day', () => {
    expect(formatIstDateTime('2025-08-14T18:29:59.000Z')).toBe('14 Aug 2025, 11:59 PM IST');
    expect(formatIstDateTime('2025-12-30T18:29:59.000Z')).toBe('30 Dec 2025, 11:59 PM IST');
  });

  it('tells noon from midnight', () => {
    expect(formatIstDateTime('2025-07-01T06:30:00Z')).toBe('01 Jul 2025, 12:00 PM IST');
    expect(formatIstDateTime('2025-07-01T06:29:00Z')).toBe('01 Jul 2025, 11:59 AM IST');
  });

  it('crosses into the new year five and a half hours before UTC does', () => {
    expect(formatIstDateTime('2025-12-31T18:29:59Z')).toBe('31 Dec 2025, 11:59 PM IST');
    expect(formatIstDateTime('2025-12-31T18:30:00Z')).toBe('01 Jan 2026, 12:00 AM IST');
  });

  it('uses three-letter month names', () => {
    expect(formatIstDateTime('2025-09-15T04:30:00Z')).toBe('15 Sep 2025, 10:00 AM IST');
  });

  it('shows a dash for something that is not an instant', () => {
    expect(formatIstDateTime('soon')).toBe('—');
  });
});

describe('formatIstDate', () => {
  it('gives the calendar day in India', () => {
    expect(formatIstDate('2025-08-14T18:30:00Z')).toBe('15 Aug 2025');
    expect(formatIstDate('2025-08-14T18:29:59Z')).toBe('14 Aug 2025');
    expect(formatIstDate('')).toBe('—');
  });
});
