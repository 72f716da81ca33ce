// How big a run is: `npm test` runs every suite small, to prove it still works; the suites' own
// commands (HARDENING_SIZE=full) run them at the size that proves the product holds.
export const FULL_SIZE = process.env.HARDENING_SIZE === 'full';

export function sized(small: number, full: number): number {
  return FULL_SIZE ? full : small;
}
