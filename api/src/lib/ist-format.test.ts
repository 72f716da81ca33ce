import { describe, expect, it } from 'vitest';
import { formatIstDateTime, formatIstTimestamp } from './ist-format.js';

const webFormat = (instant: Date) => {
  const parts = new Map(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  const at = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return `${at('day')} ${at('month')} ${at('year')}, ${at('hour')}:${at('minute')} ${at('dayPeriod').toUpperCase()} IST`;
};

describe('instants in India Standard Time', () => {
  it('prints receipts’ dates as the web app does', () => {
    for (const iso of [
      '2025-06-30T18:30:00Z',
      '2025-08-14T18:29:59Z',
      '2025-12-31T06:30:00Z',
      '2026-02-28T19:00:00Z',
      '2025-07-01T06:45:00Z',
    ]) {
      expect(formatIstDateTime(new Date(iso))).toBe(webFormat(new Date(iso)));
    }
    expect(formatIstDateTime(new Date('2025-06-30T18:30:00Z'))).toBe('01 Jul 2025, 12:00 AM IST');
  });

  it('prints statements’ dates on India’s clock in an ISO-like form', () => {
    expect(formatIstTimestamp(new Date('2025-06-30T18:30:00Z'))).toBe('2025-07-01 00:00:00');
    expect(formatIstTimestamp(new Date('2025-12-31T18:29:59.900Z'))).toBe('2025-12-31 23:59:59');
  });
});
