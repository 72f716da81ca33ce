// The reference each investor is shown before a bank transfer, until a manual order takes it.
import type { InstantColumn } from '../../../db/columns.js';

export interface BankTransferReferencesTable {
  user_id: string;
  /** Eight characters of an alphabet without look-alikes, unique among open and used ones. */
  reference: string;
  created_at: InstantColumn;
}
