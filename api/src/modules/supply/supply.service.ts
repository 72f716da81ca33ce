import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { normaliseDecimal } from '@rent/sale-rules';
import { heldTokens, soldTokens } from '../orders/index.js';
import type { SaleDefinition } from '../sale/index.js';
import { addDecimals, formatDecimal, parseDecimal } from '@rent/sale-rules';

/**
 * Every allocated token (base, bonus, referral) of credited orders counts as sold; the running total
 * kept with each credit answers without summing the orders.
 */
export async function tokenSupply(db: Kysely<Database>) {
  return { totalSold: normaliseDecimal(await soldTokens(db)) };
}

/**
 * The public figures at `now`: sold, held by orders awaiting payment or review (and referral
 * bonuses awaiting their referrer's KYC), and what a new order can still take under the hard cap.
 */
export async function supplyFigures(db: Kysely<Database>, sale: SaleDefinition, now: Date) {
  const [sold, held] = await Promise.all([soldTokens(db), heldTokens(db, now)]);
  const taken = addDecimals(parseDecimal(sold), parseDecimal(held));
  const left = addDecimals(parseDecimal(sale.hardCap), { units: -taken.units, scale: taken.scale });
  return {
    totalSold: normaliseDecimal(sold),
    totalHeld: normaliseDecimal(held),
    available: left.units < 0n ? '0' : normaliseDecimal(formatDecimal(left)),
  };
}
