// How the product shows a value, one rule for each meaning (decision 0119): every instant, amount
// of money, token count and percentage that a screen, a mail, a receipt, a statement, an export or
// the admin CLI shows is written by a function of this file, so one order reads the same wherever
// an investor or the team meets it.
//
// Instants are India's clock: IST is UTC+5:30 all year (no daylight saving), so the arithmetic is
// done here by hand, the same on every machine and browser, whatever their own zone or calendar
// data. Amounts are printed from exact decimal text, never through a float, and grouped the Indian
// way (1,40,00,000).
import { decimalFromNumber, formatDecimal, parseDecimal, readDecimal } from './decimal.js';
import { formatRupees } from './money.js';
import type { Instant } from './schedule.js';

/** What a value that cannot be read is shown as. */
export const UNKNOWN_VALUE = '—';

/** India Standard Time's distance from UTC, in minutes. */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const two = (value: number) => String(value).padStart(2, '0');

/** An instant (a Date, milliseconds or ISO-8601 text): its wall clock in India, read through the UTC getters; null if it is no instant. */
function indianClock(instant: Instant): Date | null {
  const time =
    typeof instant === 'string'
      ? Date.parse(instant)
      : typeof instant === 'number'
        ? instant
        : instant.getTime();
  return Number.isNaN(time) ? null : new Date(time + IST_OFFSET_MS);
}

function dateOf(at: Date): string {
  return `${two(at.getUTCDate())} ${MONTHS[at.getUTCMonth()] ?? ''} ${at.getUTCFullYear()}`;
}

function timeOf(at: Date): string {
  const hours = at.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(hour12)}:${two(at.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} IST`;
}

/** An instant as people read it: "01 Jul 2025, 02:30 PM IST". */
export function formatIstDateTime(instant: Instant): string {
  const at = indianClock(instant);
  return at ? `${dateOf(at)}, ${timeOf(at)}` : UNKNOWN_VALUE;
}

/** The day of India's calendar an instant falls on: "01 Jul 2025". */
export function formatIstDate(instant: Instant): string {
  const at = indianClock(instant);
  return at ? dateOf(at) : UNKNOWN_VALUE;
}

/** The time of day in India: "02:30 PM IST". */
export function formatIstTime(instant: Instant): string {
  const at = indianClock(instant);
  return at ? timeOf(at) : UNKNOWN_VALUE;
}

/** A day of India's calendar given as `YYYY-MM-DD`, as people read it: "01 Jul 2025". */
export function formatCalendarDay(day: string): string {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return UNKNOWN_VALUE;
  const [, year = '', month = '', date = ''] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${date} ${name} ${year}` : UNKNOWN_VALUE;
}

/** A day of India's calendar without its year, for a chart's axis: "2025-07-02" → "02 Jul". */
export function formatCalendarDayShort(day: string): string {
  const full = formatCalendarDay(day);
  return full === UNKNOWN_VALUE ? day : full.slice(0, 6);
}

/**
 * An instant on India's clock for machines (statements, exports, file names): "2025-07-01
 * 14:30:00", which spreadsheets read as a date and which sorts as text.
 */
export function formatIstTimestamp(instant: Date): string {
  const at = indianClock(instant);
  if (!at) throw new RangeError('Not an instant.');
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** The day of India's calendar an instant falls on, for machines: "2025-07-01". */
export function istCalendarDay(instant: Date): string {
  return formatIstTimestamp(instant).slice(0, 10);
}

/** The instant a day of India's calendar (`YYYY-MM-DD`) begins: its midnight in IST. */
export function startOfIstDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The instant the day after `day` begins in India: the end of `day`, exclusive. */
export function endOfIstDay(day: string): Date {
  return new Date(startOfIstDay(day).getTime() + DAY_MS);
}

/** Digits grouped the Indian way: the last three, then pairs. "14000000" → "1,40,00,000". */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return groups.join(',');
}

/**
 * Decimal text (as the system writes it) with Indian grouping and at least `minimumFractionDigits`
 * decimals, every decimal kept: "1400000.5" → "14,00,000.5", ("1000", 2) → "1,000.00". Throws on
 * text that is not a plain decimal.
 */
export function formatIndianDecimal(text: string, minimumFractionDigits = 0): string {
  parseDecimal(text);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = fraction.padEnd(minimumFractionDigits, '0');
  return `${negative ? '-' : ''}${groupIndian(whole.replace(/^0+(?=\d)/, ''))}${digits ? `.${digits}` : ''}`;
}

/** Exact decimal text of a value; null for text that is no plain decimal or a number that is not finite. */
function decimalText(value: string | number): string | null {
  const decimal = typeof value === 'number' ? decimalFromNumber(value) : readDecimal(value);
  return decimal ? formatDecimal(decimal) : null;
}

/** Rounds decimal text to `digits` decimals, half away from zero, keeping every digit before. */
function roundDecimal(text: string, digits: number): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  if (fraction.length <= digits) return text;
  const kept = BigInt(`${whole}${fraction.slice(0, digits)}`);
  const roundsUp = Number(fraction[digits]) >= 5;
  const units = (kept + (roundsUp ? 1n : 0n)).toString().padStart(digits + 1, '0');
  const rounded = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`;
  const isZero = /^[0.]*$/.test(rounded);
  return `${negative && !isZero ? '-' : ''}${rounded}`;
}

function trimFraction(text: string, minimumFractionDigits: number): string {
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith('0'))
    digits = digits.slice(0, -1);
  return digits ? `${whole}.${digits}` : whole;
}

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * A figure with Indian grouping, rounded half away from zero to at most `maximumFractionDigits`
 * (2 unless told) and padded to `minimumFractionDigits` (0): 14000000 → "1,40,00,000",
 * "45.456" → "45.46".
 */
export function formatIndianNumber(value: string | number, digits: FractionDigits = {}): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = 2 } = digits;
  const text = decimalText(value);
  if (text === null) return UNKNOWN_VALUE;
  const most = Math.max(minimumFractionDigits, maximumFractionDigits);
  const rounded = trimFraction(roundDecimal(text, most), minimumFractionDigits);
  return formatIndianDecimal(rounded, minimumFractionDigits);
}

const CURRENCY_SIGNS = { INR: '₹', USD: '$', AED: 'AED\u00a0' } as const;
export type ShownCurrency = keyof typeof CURRENCY_SIGNS;

/**
 * Money in any of the sale's currencies: its sign first, Indian grouping, exactly 2 decimals
 * ("₹1,16,920.00", "$1,366.70", "AED 5,011.70", a no-break space after AED, "-₹5.00").
 */
export function formatMoney(value: string | number, currency: ShownCurrency): string {
  const figure = formatIndianNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (figure === UNKNOWN_VALUE) return UNKNOWN_VALUE;
  const negative = figure.startsWith('-');
  return `${negative ? '-' : ''}${CURRENCY_SIGNS[currency]}${negative ? figure.slice(1) : figure}`;
}

/** Rupees with paise: "1000" → "₹1,000.00". */
export function formatInr(value: string | number): string {
  return formatMoney(value, 'INR');
}

/** Paise (never negative) as rupees: 100000000n → "₹10,00,000.00". */
export function formatInrFromPaise(paise: bigint | string): string {
  return formatInr(formatRupees(paise));
}

/** A price as SPEC.md writes it in "₹1000 = 1 RENT": no grouping, no trailing zeros. */
export function formatPrice(rupees: string): string {
  const text = decimalText(rupees);
  return text === null ? UNKNOWN_VALUE : `₹${text}`;
}

/** A decimal as typed, without grouping or trailing zeros: "1000.00" → "1000". */
export function formatPlainDecimal(value: string): string {
  return decimalText(value) ?? UNKNOWN_VALUE;
}

/**
 * A count of tokens with its symbol, every decimal kept and Indian grouping: "1250.50" →
 * "1,250.5 RENT", 14000000 → "1,40,00,000 RENT".
 */
export function formatRent(tokens: string | number): string {
  const text = decimalText(tokens);
  return text === null ? UNKNOWN_VALUE : `${formatIndianDecimal(text)} RENT`;
}

/**
 * A percentage: as exact as given ("25%", "5.5%") or, with `fractionDigits`, rounded to exactly
 * that many decimals (8.8, 2 → "8.80%").
 */
export function formatPercent(value: string | number, fractionDigits?: number): string {
  const text = decimalText(value);
  if (text === null) return UNKNOWN_VALUE;
  if (fractionDigits === undefined) return `${formatIndianDecimal(text)}%`;
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return `${formatIndianNumber(text, digits)}%`;
}
