// Services that exit on their own during a fault: a dependency going away must never take one of
// ours down with it. The last lines of a crashed service's log say why.
import type { HardeningStack } from '../support/stack.js';

export interface Crash {
  name: string;
  code: number | null;
  signal: string | null;
  /** The end of the service's log. */
  log: string;
}

/** Collects every service of `stack` that exits without being asked to, from now on. */
export function watchCrashes(stack: HardeningStack): Crash[] {
  const crashes: Crash[] = [];
  stack.running.onCrash((crash: Crash) => crashes.push({ ...crash, log: crash.log.slice(-4000) }));
  return crashes;
}
