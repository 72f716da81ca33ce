// Slowing down password guessing by one client on one account: after 5 failed sign-ins in a row
// that client waits 30 s, then twice as long after each further failure, at most 15 min. Other
// clients are not held (signin-throttle.ts). A successful sign-in starts the count again.

export const FAILURES_BEFORE_LOCK = 5;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 15 * 60_000;

/** How long a client waits after `failures` failures in a row; 0 below the threshold. */
export function signinLockMs(failures: number): number {
  if (failures < FAILURES_BEFORE_LOCK) return 0;
  const doublings = Math.min(failures - FAILURES_BEFORE_LOCK, 10);
  return Math.min(FIRST_LOCK_MS * 2 ** doublings, LONGEST_LOCK_MS);
}
