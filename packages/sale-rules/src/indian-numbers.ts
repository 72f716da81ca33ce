// Numbers as Indian readers group them (en-IN: 1,40,00,000) and rupees as the site shows them
// (₹1,000.00), printed from exact decimal text: never through a float, never rounded.
import { formatRupees } from './money.js';
import { parseDecimal } from './decimal.js';

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
 * Decimal text (as the system writes it) with en-IN grouping and at least `minimumFractionDigits`
 * decimals, every decimal kept: "1400000.5" → "14,00,000.5", ("1000", 2) → "1,000.00".
 */
export function formatIndianDecimal(text: string, minimumFractionDigits = 0): string {
  parseDecimal(text);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = fraction.padEnd(minimumFractionDigits, '0');
  return `${negative ? '-' : ''}${groupIndian(whole)}${digits ? `.${digits}` : ''}`;
}

/** Paise (never negative) as rupees the way the site shows an amount: 100000000n → "₹10,00,000.00". */
export function formatInrFromPaise(paise: bigint | string): string {
  return `₹${formatIndianDecimal(formatRupees(paise), 2)}`;
}
