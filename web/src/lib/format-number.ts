// Numbers as Indian investors read them: en-IN grouping (1,40,00,000) and rupees with paise.
// Decimal strings from GraphQL are formatted as strings, so no digit is lost to a float.
import { formatDecimal, readDecimal } from '@rent/sale-rules';

const UNKNOWN = '—';
const NUMERIC_TEXT = /^[+-]?\d+(\.\d+)?$/;

type Formattable = number | Intl.StringNumericLiteral;

function toFormattable(value: string | number): Formattable | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? (text as Intl.StringNumericLiteral) : null;
}

function format(value: string | number, options: Intl.NumberFormatOptions): string {
  const formattable = toFormattable(value);
  if (formattable === null) return UNKNOWN;
  return new Intl.NumberFormat('en-IN', options).format(formattable);
}

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** en-IN grouping, up to 2 decimals unless told otherwise: 14000000 → "1,40,00,000". */
export function formatIndianNumber(value: string | number, digits: FractionDigits = {}): string {
  const { minimumFractionDigits = 0, maximumFractionDigits = 2 } = digits;
  return format(value, {
    minimumFractionDigits,
    maximumFractionDigits: Math.max(minimumFractionDigits, maximumFractionDigits),
  });
}

/** Rupees with paise: 1000 → "₹1,000.00"; `fractionDigits` 0 gives "₹1,000". */
export function formatInr(value: string | number, fractionDigits = 2): string {
  return format(value, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/**
 * Money in any of the sale's currencies, written one way everywhere: en-IN grouping, the symbol
 * first, 2 decimals ("₹1,16,920.00", "$1,366.70", "AED 5,011.70").
 */
export function formatMoney(value: string | number, currency: 'INR' | 'USD' | 'AED'): string {
  return format(value, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A token amount with its symbol: "1,40,00,000 RENT". */
export function formatRent(value: string | number): string {
  return `${formatIndianNumber(value)} RENT`;
}

/** A percentage with exactly 2 decimals: 8.8 → "8.80%". */
export function formatPercent(value: number): string {
  return `${formatIndianNumber(value, { minimumFractionDigits: 2 })}%`;
}

/** A decimal as typed, without grouping or trailing zeros: "1000.00" → "1000" (for "₹1000 = 1 RENT"). */
export function formatPlainDecimal(value: string): string {
  const parsed = readDecimal(value);
  return parsed ? formatDecimal(parsed) : UNKNOWN;
}
