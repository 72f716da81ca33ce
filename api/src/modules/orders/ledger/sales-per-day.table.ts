// Tokens credited per day, kept by the ledger with the running total.
import type { DecimalColumn } from '../../../db/columns.js';

/** Tokens credited on each day of India's calendar (kept with the running total). */
export interface SalesPerDayTable {
  /** YYYY-MM-DD. */
  day: string;
  tokens: DecimalColumn;
}
