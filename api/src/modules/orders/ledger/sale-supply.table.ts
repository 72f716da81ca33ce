// The sale's running total of allocated tokens, written only by the ledger.
import type { DecimalColumn, InstantColumn } from '../../../db/columns.js';

/** The running total of allocated tokens (one row, id 1). */
export interface SaleSupplyTable {
  id: number;
  sold_tokens: DecimalColumn;
  updated_at: InstantColumn;
}
