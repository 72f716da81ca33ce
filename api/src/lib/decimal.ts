// Exact decimal arithmetic for token amounts. A value is an integer number of units at a scale
// (12.5 is 125 units at scale 1), so nothing ever passes through a binary float.
//
// Canonical text form, used everywhere the api prints a decimal: no exponent, no sign for zero or
// positives, no leading zeros, no trailing fractional zeros, no trailing point ("12.50" → "12.5",
// "0.00" → "0", "007" → "7").

export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

export function parseDecimal(text: string): Decimal {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a decimal number`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

export function formatDecimal(value: Decimal): string {
  const { units, scale } = trimScale(value);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export function normaliseDecimal(text: string): string {
  return formatDecimal(parseDecimal(text));
}

export function addDecimals(left: Decimal, right: Decimal): Decimal {
  const scale = Math.max(left.scale, right.scale);
  return { units: rescale(left, scale) + rescale(right, scale), scale };
}

export function compareDecimals(left: Decimal, right: Decimal): -1 | 0 | 1 {
  const scale = Math.max(left.scale, right.scale);
  const difference = rescale(left, scale) - rescale(right, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** The largest integer not above the value (towards minus infinity, like Math.floor). */
export function floorDecimal(value: Decimal): bigint {
  const divisor = 10n ** BigInt(value.scale);
  const quotient = value.units / divisor;
  return value.units < 0n && quotient * divisor !== value.units ? quotient - 1n : quotient;
}

/** `percent` % of a whole number, exact: 3 × 5 % is 0.15. */
export function percentOf(whole: bigint, percent: number): Decimal {
  if (!Number.isInteger(percent))
    throw new RangeError(`percent must be an integer, got ${percent}`);
  return { units: whole * BigInt(percent), scale: 2 };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function trimScale(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}
