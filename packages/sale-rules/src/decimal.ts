// Exact decimal arithmetic for money and token amounts. A value is an integer number of units at a
// scale (12.5 is 125 units at scale 1), so nothing ever passes through a binary float.
//
// Two grammars, named for who wrote the text. What the system writes (stored amounts, REST and
// GraphQL values) is strict: an optional minus, digits, and digits after a point when there is one
// ("12.5", "-3"). `parseDecimal` throws on anything else and `isDecimalText` answers false. What a
// person types is read leniently by `readDecimal`, which answers null instead of throwing:
// surrounding spaces, a plus sign and an empty side of the point are accepted ("+4", ".5", "1.").
// Neither accepts "", ".", "1e3", "1,5" or "--1".
//
// Canonical text form: no exponent, no sign for zero or positives, no leading zeros, no trailing
// fractional zeros, no trailing point ("12.50" → "12.5", "0.00" → "0", "007" → "7").

/** The value `units / 10^scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const TYPED_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const WRITTEN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** The decimal a person typed in `text`, or null when it spells none. */
export function readDecimal(text: string): Decimal | null {
  const match = TYPED_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const magnitude = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/** The decimal the system wrote in `text`; a RangeError when it is not strict decimal text. */
export function parseDecimal(text: string): Decimal {
  const value = isDecimalText(text) ? readDecimal(text) : null;
  if (!value) throw new RangeError(`"${text}" is not a decimal number`);
  return value;
}

/** Whether `text` is decimal text as the system writes it. */
export function isDecimalText(text: string): boolean {
  return WRITTEN_DECIMAL.test(text);
}

/** A whole number as a decimal. */
export function wholeDecimal(value: bigint): Decimal {
  return { units: value, scale: 0 };
}

/** Reads a float such as an exchange rate by its shortest decimal spelling (85.53, not 85.529999…). */
export function decimalFromNumber(value: number): Decimal | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return readDecimal(text.includes('e') ? value.toFixed(20) : text);
}

/** The canonical spelling: 8.550 → "8.55", 1.00 → "1", -0.0 → "0". */
export function formatDecimal(value: Decimal): string {
  const { units, scale } = trimScale(value);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The canonical spelling of decimal text; a RangeError when it is not a decimal. */
export function normaliseDecimal(text: string): string {
  return formatDecimal(parseDecimal(text));
}

export function addDecimals(left: Decimal, right: Decimal): Decimal {
  const scale = Math.max(left.scale, right.scale);
  return { units: rescale(left, scale) + rescale(right, scale), scale };
}

export function multiplyDecimals(left: Decimal, right: Decimal): Decimal {
  return { units: left.units * right.units, scale: left.scale + right.scale };
}

/** left ÷ right rounded half up (away from zero) to `decimals` places; null when right is zero. */
export function divideDecimals(left: Decimal, right: Decimal, decimals: number): Decimal | null {
  if (right.units === 0n) return null;
  const numerator = left.units * 10n ** BigInt(right.scale + decimals);
  const denominator = right.units * 10n ** BigInt(left.scale);
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const absolute = (n: bigint) => (n < 0n ? -n : n);
  const roundsAway = 2n * absolute(remainder) >= absolute(denominator);
  const direction = numerator < 0n !== denominator < 0n ? -1n : 1n;
  return { units: roundsAway ? quotient + direction : quotient, scale: decimals };
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

/** The smallest integer not below the value (towards plus infinity, like Math.ceil). */
export function ceilDecimal(value: Decimal): bigint {
  return -floorDecimal({ units: -value.units, scale: value.scale });
}

/** Whether the value has no fractional part: 7.0 is whole, 7.5 is not. */
export function isWholeDecimal(value: Decimal): boolean {
  return value.units % 10n ** BigInt(value.scale) === 0n;
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
