// Exact decimal arithmetic for money and token amounts: GraphQL sends them as strings and a
// float would turn 0.005 into 0.00499…, so values are kept as scaled integers instead.

/** The value `units / 10^scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const magnitude = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/** Reads a float such as an exchange rate by its shortest decimal spelling (85.53, not 85.529999…). */
export function decimalFromNumber(value: number): Decimal | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return parseDecimal(text.includes('e') ? value.toFixed(20) : text);
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** a ÷ b rounded half up (away from zero) to `decimals` places; null when b is zero. */
export function divideDecimals(a: Decimal, b: Decimal, decimals: number): Decimal | null {
  if (b.units === 0n) return null;
  const numerator = a.units * 10n ** BigInt(b.scale + decimals);
  const denominator = b.units * 10n ** BigInt(a.scale);
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const absolute = (n: bigint) => (n < 0n ? -n : n);
  const roundsAway = 2n * absolute(remainder) >= absolute(denominator);
  const direction = numerator < 0n !== denominator < 0n ? -1n : 1n;
  return { units: roundsAway ? quotient + direction : quotient, scale: decimals };
}

export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = a.units * 10n ** BigInt(scale - a.scale);
  const right = b.units * 10n ** BigInt(scale - b.scale);
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Plain spelling without trailing zeros: 8.550 → "8.55", 1.00 → "1". */
export function decimalToString({ units, scale }: Decimal): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return text === '0' ? '0' : `${sign}${text}`;
}
