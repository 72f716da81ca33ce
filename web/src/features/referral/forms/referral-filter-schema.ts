import { object, string } from 'yup';
import { compareDecimals, formatDecimal, readDecimal } from '@rent/sale-rules';

/** The filter as the form holds it; an empty string is an open bound. */
export interface ReferralFilterValues {
  /** YYYY-MM-DD, as a date input gives it. */
  dateFrom: string;
  dateTo: string;
  /** Bonus RENT, as typed. */
  minBonus: string;
  maxBonus: string;
}

export const NO_FILTER: ReferralFilterValues = {
  dateFrom: '',
  dateTo: '',
  minBonus: '',
  maxBonus: '',
};

export const filterMessages = {
  invalidDate: 'Please enter a valid date',
  datesReversed: 'The end date must be on or after the start date',
  invalidBonus: 'Please enter a valid number',
  negativeBonus: 'Bonus cannot be negative',
  bonusesReversed: 'The maximum bonus must be at least the minimum bonus',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

/** The bonus bound as the gateway's Decimal wants it ("05.50" → "5.5"), or null if it is none. */
export function bonusBound(text: string): string | null {
  const parsed = readDecimal(text);
  return parsed && parsed.units >= 0n ? formatDecimal(parsed) : null;
}

const date = () =>
  string()
    .trim()
    .test('date', filterMessages.invalidDate, (value) => !value || isCalendarDate(value));

const bonus = () =>
  string()
    .trim()
    .test('number', filterMessages.invalidBonus, (value) => !value || readDecimal(value) !== null)
    .test('non-negative', filterMessages.negativeBonus, (value) => {
      const parsed = value ? readDecimal(value) : null;
      return !parsed || parsed.units >= 0n;
    });

// Each bound is inclusive (schema.graphql, ReferralFilter), so equal bounds are allowed.
export const referralFilterSchema = object({
  dateFrom: date(),
  dateTo: date().test('not-before-start', filterMessages.datesReversed, (value, context) => {
    const from: unknown = context.parent.dateFrom;
    if (!value || typeof from !== 'string' || !isCalendarDate(from)) return true;
    return !isCalendarDate(value) || from <= value;
  }),
  minBonus: bonus(),
  maxBonus: bonus().test('not-below-minimum', filterMessages.bonusesReversed, (value, context) => {
    const minText: unknown = context.parent.minBonus;
    const min = typeof minText === 'string' ? readDecimal(minText) : null;
    const max = value ? readDecimal(value) : null;
    if (!min || !max || min.units < 0n || max.units < 0n) return true;
    return compareDecimals(min, max) <= 0;
  }),
});

/** Whether the values make a filter the gateway would accept. */
export function isValidFilter(values: ReferralFilterValues): boolean {
  return referralFilterSchema.isValidSync(values);
}
