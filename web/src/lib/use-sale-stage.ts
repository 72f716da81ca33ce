import { useEffect, useState } from 'react';
import { nextStageChangeMs, saleStageAt, type SaleStage, type SaleWindow } from '@rent/sale-rules';

// setTimeout holds at most 2^31 − 1 ms (about 24.8 days); a later change is waited for in steps.
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/**
 * The stage the sale is in (before, open, ended) by this device's clock, re-judged the moment it
 * changes, so a page left open while the sale opens or ends follows it. Null until the sale is known.
 */
export function useSaleStage(sale: SaleWindow | null | undefined): SaleStage | null {
  const [now, setNow] = useState(() => Date.now());
  const stage = sale ? saleStageAt(sale, now) : null;
  const changesAt = stage ? nextStageChangeMs(stage) : null;

  useEffect(() => {
    if (changesAt === null) return;
    const delay = Math.min(Math.max(changesAt - Date.now(), 0), LONGEST_TIMEOUT_MS);
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [changesAt, now]);

  return stage;
}
