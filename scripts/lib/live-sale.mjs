// A sale running now, for trying the product locally and for the buying journeys: the default
// RENT sale (@rent/sale-rules) moved so that its Pre-Sale began at midnight IST yesterday, each
// phase as long as its own. Written as a SALE_CONFIG file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaultSaleFrom } from '@rent/sale-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The sale as SALE_CONFIG JSON, its first phase starting at midnight IST yesterday. */
export function liveSale(now = new Date()) {
  const istMidnight = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return defaultSaleFrom(istMidnight - DAY_MS);
}

/** Writes the live sale to `path` and returns the path, for SALE_CONFIG. */
export function writeLiveSale(path, now = new Date(), changes = {}) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ ...liveSale(now), ...changes }, null, 2)}\n`);
  return path;
}
