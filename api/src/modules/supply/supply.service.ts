import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { normaliseDecimal } from '@rent/sale-rules';
import { soldTokens } from '../orders/index.js';

/**
 * Every allocated token (base, bonus, referral) of credited orders counts as sold; the running total
 * kept with each credit answers without summing the orders.
 */
export async function tokenSupply(db: Kysely<Database>) {
  return { totalSold: normaliseDecimal(await soldTokens(db)) };
}
