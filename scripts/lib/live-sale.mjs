// A sale running now, for trying the product locally and for the buying journeys: the RENT
// schedule's shape (Pre-Sale 45 days at 25 %, Phase 1 60 days at 15 %, Phase 2 78 days at 5 %)
// moved so that the Pre-Sale began yesterday. Written as a SALE_CONFIG file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHASES = [
  { name: 'Pre-Sale', days: 45, bonusPercent: 25 },
  { name: 'Phase 1', days: 60, bonusPercent: 15 },
  { name: 'Phase 2', days: 78, bonusPercent: 5 },
];

/** The sale as SALE_CONFIG JSON, its first phase starting at midnight IST yesterday. */
export function liveSale(now = new Date()) {
  const istMidnight =
    Math.floor((now.getTime() + 5.5 * 60 * 60 * 1000) / DAY_MS) * DAY_MS - 5.5 * 60 * 60 * 1000;
  let start = istMidnight - DAY_MS;
  const phases = PHASES.map(({ name, days, bonusPercent }) => {
    const phase = {
      name,
      start: new Date(start).toISOString(),
      end: new Date(start + days * DAY_MS - 1000).toISOString(),
      bonusPercent,
    };
    start += days * DAY_MS;
    return phase;
  });
  return {
    tokenName: 'Real Estate Network Token',
    symbol: 'RENT',
    tokenStandard: 'BEP20',
    price: '1000',
    currency: 'INR',
    hardCap: '14000000',
    softCap: '1400000',
    totalSupply: '14000000',
    saleEnd: phases.at(-1).end,
    phases,
  };
}

/** Writes the live sale to `path` and returns the path, for SALE_CONFIG. */
export function writeLiveSale(path, now = new Date()) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(liveSale(now), null, 2)}\n`);
  return path;
}
