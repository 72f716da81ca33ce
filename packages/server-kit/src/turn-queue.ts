// Work that takes turns: at most a given number of tasks run at once and the others wait, first
// come first served. A finishing task hands its place straight to the next waiting one, so none can
// jump the queue.

export interface TurnQueue {
  /** Runs `task` as soon as a place is free. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
}

export function createTurnQueue(places: number): TurnQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(task) {
      // A place handed over by a finishing task keeps `running` as it is.
      if (running < places) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
