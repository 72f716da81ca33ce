// Answers whose timing must not depend on what the server found (is this e-mail registered?) are
// held until a fixed time after the request began. The work behind them takes a few milliseconds
// when mail is queued and less when it is not; the floor is well above both, so both answer alike.
import { setTimeout as sleep } from 'node:timers/promises';

export const STEADY_ANSWER_MS = 100;

/** Waits until `floorMs` have passed since `startedAt` (a `performance.now()` reading). */
export async function holdUntilElapsed(startedAt: number, floorMs = STEADY_ANSWER_MS) {
  const remaining = startedAt + floorMs - performance.now();
  if (remaining > 0) await sleep(remaining);
}
