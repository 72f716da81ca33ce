// What the crowd of investors will do, drawn from a seed so that a run that fails can be repeated
// exactly (HARDENING_SEED=<the seed the run printed>), and how much supply to leave them.
import { randomInt } from 'node:crypto';
import { formatDecimal, normaliseDecimal, parseDecimal } from '@rent/sale-rules';

/** The live sale's Pre-Sale bonus, which also sets the referrer's bonus on a purchase. */
export const PRESALE_BONUS_PERCENT = 25n;
export const PRICE_RUPEES = 1000n;

export type PaymentPlan =
  /** Paid on Paytm's page; the browser comes back with TXN_SUCCESS. */
  | 'paid'
  /** The bank declines; the browser comes back with TXN_FAILURE. */
  | 'declined'
  /** The investor closes the tab before paying: the order keeps its reservation. */
  | 'abandoned';

export interface PlannedOrder {
  investor: number;
  /**
   * Wave 2 is ordered while wave 1 is being paid for, so reservations race credits; wave 3 once
   * both have settled, for whatever their declined orders gave back.
   */
  wave: 1 | 2 | 3;
  baseTokens: bigint;
  payment: PaymentPlan;
  /** The browser posts Paytm's return twice at once (a double submit, a retried request). */
  returnsTwice: boolean;
  /** A second try, for what the refusal of the planned order said was left. */
  fitted: boolean;
}

export type Random = () => number;

export function seedFromEnvironment(): number {
  const given = process.env.HARDENING_SEED;
  return given ? Number.parseInt(given, 10) : randomInt(2 ** 31);
}

/** mulberry32: small, fast and good enough to pick amounts and outcomes. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Investor 0 refers every odd-numbered investor; the others came on their own. */
export function isReferred(investor: number): boolean {
  return investor % 2 === 1;
}

function pickPayment(random: Random): PaymentPlan {
  const draw = random();
  if (draw < 0.65) return 'paid';
  return draw < 0.9 ? 'declined' : 'abandoned';
}

/** One order per investor in each wave, of 1 to `largestOrder` whole tokens. */
export function planOrders(random: Random, investors: number, largestOrder: number) {
  const orders: PlannedOrder[] = [];
  for (const wave of [1, 2, 3] as const) {
    for (let investor = 0; investor < investors; investor += 1) {
      const payment = pickPayment(random);
      orders.push({
        investor,
        wave,
        baseTokens: BigInt(1 + Math.floor(random() * largestOrder)),
        payment,
        returnsTwice: payment !== 'abandoned' && random() < 0.2,
        fitted: false,
      });
    }
  }
  return orders;
}

/** Hundredths of a token an order takes from the cap: base, its bonus and the referrer's bonus. */
export function allocationHundredths(order: PlannedOrder): bigint {
  const base = order.baseTokens * 100n;
  const bonus = order.baseTokens * PRESALE_BONUS_PERCENT;
  return base + bonus + (isReferred(order.investor) ? bonus : 0n);
}

/**
 * The investor's second try after "Only N RENT left": the most whole tokens whose allocation fits
 * in N, or null when not even one does.
 */
export function fittedOrder(order: PlannedOrder, leftHundredths: bigint): PlannedOrder | null {
  const perToken = allocationHundredths({ ...order, baseTokens: 1n });
  const baseTokens = leftHundredths / perToken;
  return baseTokens > 0n ? { ...order, baseTokens, fitted: true } : null;
}

/**
 * Whole tokens to leave unsold so that the rush (waves 1 and 2, ordered while nothing is settled)
 * wants `pressure` times as much; wave 3 then presses on what the rush left.
 */
export function supplyLeftFor(orders: readonly PlannedOrder[], pressure: number): bigint {
  const demand = orders
    .filter((order) => order.wave !== 3)
    .reduce((sum, order) => sum + allocationHundredths(order), 0n);
  const left = demand / BigInt(Math.round(pressure * 100));
  return left > 0n ? left : 1n;
}

/** Token text such as "3.75" in hundredths of a token; every amount of this sale is a multiple. */
export function toHundredths(tokens: string): bigint {
  const { units, scale } = parseDecimal(normaliseDecimal(tokens));
  if (scale > 2) throw new RangeError(`${tokens} is finer than a hundredth of a token`);
  return units * 10n ** BigInt(2 - scale);
}

/** Hundredths of a token as the api prints tokens ("3.75", "5", "0"). */
export function hundredthsText(hundredths: bigint): string {
  return formatDecimal({ units: hundredths, scale: 2 });
}
