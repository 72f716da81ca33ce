import { describe, expect, it } from 'vitest';
import {
  endOfIstDay,
  formatCalendarDay,
  formatCalendarDayShort,
  formatIndianDecimal,
  formatIndianNumber,
  formatInr,
  formatInrFromPaise,
  formatIstDate,
  formatIstDateTime,
  formatIstTime,
  formatIstTimestamp,
  formatMoney,
  formatPercent,
  formatPlainDecimal,
  formatPrice,
  formatRent,
  istCalendarDay,
  startOfIstDay,
  UNKNOWN_VALUE,
} from './presentation.js';

// The platform's own formatters, as a second opinion on grouping and on India's clock: the module
// itself does not use them, so that every browser and server prints the same text.
const intlMoney = (text: string, currency: string) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(text as Intl.StringNumericLiteral);

const intlIst = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

function intlIstDateTime(instant: Date): string {
  const parts = new Map(intlIst.formatToParts(instant).map(({ type, value }) => [type, value]));
  const at = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? '';
  return `${at('day')} ${at('month')} ${at('year')}, ${at('hour')}:${at('minute')} ${at('dayPeriod').toUpperCase()} IST`;
}

describe('instants on India’s clock', () => {
  const instant = new Date('2025-07-01T09:00:00Z');

  it('writes an instant as "01 Jul 2025, 02:30 PM IST", its date and its time', () => {
    expect(formatIstDateTime(instant)).toBe('01 Jul 2025, 02:30 PM IST');
    expect(formatIstDateTime('2025-07-01T09:00:00.000Z')).toBe('01 Jul 2025, 02:30 PM IST');
    expect(formatIstDate(instant)).toBe('01 Jul 2025');
    expect(formatIstTime(instant)).toBe('02:30 PM IST');
  });

  it('turns the day at midnight in India, not in UTC', () => {
    expect(formatIstDateTime(new Date('2025-06-30T18:29:59Z'))).toBe('30 Jun 2025, 11:59 PM IST');
    expect(formatIstDateTime(new Date('2025-06-30T18:30:00Z'))).toBe('01 Jul 2025, 12:00 AM IST');
    expect(formatIstDateTime(new Date('2025-07-01T06:30:00Z'))).toBe('01 Jul 2025, 12:00 PM IST');
    expect(formatIstDate('2025-12-31T18:30:00Z')).toBe('01 Jan 2026');
  });

  it('agrees with the platform’s IST calendar on instants across the year', () => {
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const at = new Date(Date.UTC(2025, 0, 1, hour, 13 * hour));
      expect(formatIstDateTime(at)).toBe(intlIstDateTime(at));
    }
  });

  it('shows "—" for what is no instant', () => {
    expect(formatIstDateTime('')).toBe(UNKNOWN_VALUE);
    expect(formatIstDate('not a date')).toBe(UNKNOWN_VALUE);
    expect(formatIstTime(new Date(Number.NaN))).toBe(UNKNOWN_VALUE);
  });

  it('writes instants for machines as India’s clock, and throws on no instant', () => {
    expect(formatIstTimestamp(new Date('2025-06-30T18:30:00Z'))).toBe('2025-07-01 00:00:00');
    expect(istCalendarDay(new Date('2025-06-30T18:29:59Z'))).toBe('2025-06-30');
    expect(istCalendarDay(new Date('2025-06-30T18:30:00Z'))).toBe('2025-07-01');
    expect(() => formatIstTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('finds where a day of India’s calendar begins and ends', () => {
    expect(startOfIstDay('2025-07-01').toISOString()).toBe('2025-06-30T18:30:00.000Z');
    expect(endOfIstDay('2025-07-01').toISOString()).toBe('2025-07-01T18:30:00.000Z');
  });

  it('writes calendar days as people read them, with and without the year', () => {
    expect(formatCalendarDay('2026-11-21')).toBe('21 Nov 2026');
    expect(formatCalendarDayShort('2025-07-02')).toBe('02 Jul');
    expect(formatCalendarDay('2026-13-01')).toBe(UNKNOWN_VALUE);
    expect(formatCalendarDayShort('soon')).toBe('soon');
  });
});

describe('Indian grouping from exact decimal text', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianDecimal('0')).toBe('0');
    expect(formatIndianDecimal('999')).toBe('999');
    expect(formatIndianDecimal('1000')).toBe('1,000');
    expect(formatIndianDecimal('14000000')).toBe('1,40,00,000');
    expect(formatIndianDecimal('123456789012')).toBe('1,23,45,67,89,012');
  });

  it('keeps every decimal and pads to the minimum', () => {
    expect(formatIndianDecimal('1400000.5')).toBe('14,00,000.5');
    expect(formatIndianDecimal('0.15', 0)).toBe('0.15');
    expect(formatIndianDecimal('1000', 2)).toBe('1,000.00');
    expect(formatIndianDecimal('-1234.5', 2)).toBe('-1,234.50');
  });

  it('refuses text that is not a decimal the system wrote', () => {
    expect(() => formatIndianDecimal('1e3')).toThrow(RangeError);
    expect(() => formatIndianDecimal('1,000')).toThrow(RangeError);
  });
});

describe('figures', () => {
  it('rounds half away from zero to 2 decimals unless told, as en-IN does', () => {
    expect(formatIndianNumber(14000000)).toBe('1,40,00,000');
    expect(formatIndianNumber('45.456')).toBe('45.46');
    expect(formatIndianNumber('45.455')).toBe('45.46');
    expect(formatIndianNumber('-45.455')).toBe('-45.46');
    expect(formatIndianNumber('-0.001')).toBe('0');
    expect(formatIndianNumber('99.999')).toBe('100');
    expect(formatIndianNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatIndianNumber('12.5', { minimumFractionDigits: 2 })).toBe('12.50');
    expect(formatIndianNumber('1.23456', { maximumFractionDigits: 4 })).toBe('1.2346');
    expect(formatIndianNumber('7.6', { maximumFractionDigits: 0 })).toBe('8');
  });

  it('shows "—" for what is no number', () => {
    expect(formatIndianNumber('abc')).toBe(UNKNOWN_VALUE);
    expect(formatIndianNumber(Number.NaN)).toBe(UNKNOWN_VALUE);
    expect(formatInr('')).toBe(UNKNOWN_VALUE);
    expect(formatRent('1,000')).toBe(UNKNOWN_VALUE);
  });
});

describe('money', () => {
  it('prints rupees exactly as en-IN formats them', () => {
    for (const paise of [0n, 5n, 100000n, 1234567n, 1400000000000n, 99999999999999n]) {
      const rupees = `${paise / 100n}.${(paise % 100n).toString().padStart(2, '0')}`;
      expect(formatInrFromPaise(paise)).toBe(intlMoney(rupees, 'INR'));
      expect(formatInr(rupees)).toBe(intlMoney(rupees, 'INR'));
    }
    expect(formatInrFromPaise('300000')).toBe('₹3,000.00');
  });

  it('writes every currency of the sale with its sign first', () => {
    expect(formatMoney('116920', 'INR')).toBe('₹1,16,920.00');
    expect(formatMoney(1366.7, 'USD')).toBe('$1,366.70');
    expect(formatMoney('5011.7', 'AED')).toBe('AED\u00a05,011.70');
    expect(formatMoney('-5', 'INR')).toBe('-₹5.00');
    expect(formatMoney('1000.005', 'INR')).toBe('₹1,000.01');
  });

  it('writes the price as SPEC.md does and plain decimals as typed', () => {
    expect(formatPrice('1000.00')).toBe('₹1000');
    expect(formatPlainDecimal('1000.50')).toBe('1000.5');
    expect(formatPlainDecimal('x')).toBe(UNKNOWN_VALUE);
  });
});

describe('tokens and percentages', () => {
  it('writes tokens with every decimal, grouped, and the symbol', () => {
    expect(formatRent('1250.50')).toBe('1,250.5 RENT');
    expect(formatRent('3.75')).toBe('3.75 RENT');
    expect(formatRent(14000000)).toBe('1,40,00,000 RENT');
    expect(formatRent('0.000001')).toBe('0.000001 RENT');
  });

  it('writes percentages as given or to a fixed number of decimals', () => {
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent('5.50')).toBe('5.5%');
    expect(formatPercent(8.8, 2)).toBe('8.80%');
    expect(formatPercent(100, 2)).toBe('100.00%');
  });
});
