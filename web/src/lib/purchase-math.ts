// The bonus of a purchase (SPEC.md §9), exact on decimals. Apart from token-math.ts so that the
// first screen, which never buys, does not download it.
import {
  compareDecimals,
  decimalToString,
  divideDecimals,
  parseDecimal,
  type Decimal,
} from './decimal';

const ZERO: Decimal = { units: 0n, scale: 0 };
const HUNDRED: Decimal = { units: 100n, scale: 0 };

function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  const scaled = ({ units, scale: own }: Decimal) => units * 10n ** BigInt(scale - own);
  return { units: scaled(a) + scaled(b), scale };
}

export interface PurchaseTokens {
  /** Bonus RENT of the phase: floor(base) × bonus % ÷ 100, exact. */
  bonus: string;
  /** Base and bonus together. */
  total: string;
}

/** The bonus and total RENT of buying `baseTokens` while `bonusPercent` applies. */
export function purchaseTokens(baseTokens: string, bonusPercent: number): PurchaseTokens {
  const base = parseDecimal(baseTokens);
  if (!base || compareDecimals(base, ZERO) <= 0) return { bonus: '0', total: '0' };
  const whole = base.units / 10n ** BigInt(base.scale);
  const percent = Number.isInteger(bonusPercent) && bonusPercent > 0 ? BigInt(bonusPercent) : 0n;
  // A whole number times an integer percent, over 100, has at most 2 decimals: nothing is rounded.
  const bonus = divideDecimals({ units: whole * percent, scale: 0 }, HUNDRED, 2) ?? ZERO;
  return { bonus: decimalToString(bonus), total: decimalToString(add(base, bonus)) };
}
