// A sale running now, for trying the product locally and for the buying journeys: the default
// RENT sale (@rent/sale-rules) moved so that its Pre-Sale began at midnight IST yesterday, each
// phase as long as its own; and the demo's sale, whose first two phases have ended. Written as a
// SALE_CONFIG file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaultSaleFrom } from '@rent/sale-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

const istMidnightOf = (now) =>
  Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;

/** The sale as SALE_CONFIG JSON, its first phase starting at midnight IST yesterday. */
export function liveSale(now = new Date()) {
  return defaultSaleFrom(istMidnightOf(now) - DAY_MS);
}

/**
 * The sale for the demo (`npm run start:demo`, decision 0086): three phases of ten days, the first
 * begun 21 days before today (IST), so that Pre-Sale and Phase 1 have ended, Phase 2 runs since
 * yesterday and every phase's orders fall in the dashboard's 30-day chart.
 */
export function demoSale(now = new Date()) {
  return defaultSaleFrom(istMidnightOf(now) - 21 * DAY_MS, { phaseLengthMs: 10 * DAY_MS });
}

/** Writes the live sale to `path` and returns the path, for SALE_CONFIG. */
export function writeLiveSale(path, now = new Date(), changes = {}) {
  return writeSale(path, { ...liveSale(now), ...changes });
}

/** Writes the demo sale to `path` and returns the path, for SALE_CONFIG. */
export function writeDemoSale(path, now = new Date()) {
  return writeSale(path, demoSale(now));
}

function writeSale(path, sale) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(sale, null, 2)}\n`);
  return path;
}
