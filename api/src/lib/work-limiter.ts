// Bounds expensive work shared by every request of the process (password hashing): at most
// `concurrency` tasks run, at most `queue` more wait, and anything beyond is refused at once so
// that a flood costs the flooder a quick refusal instead of everyone a long wait.

export interface WorkLimits {
  concurrency: number;
  queue: number;
}

export interface WorkLimiter {
  /** Runs `task` when a slot is free; rejects with `WorkRefused` when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
}

export class WorkRefused extends Error {
  constructor() {
    super('Too much work is queued');
    this.name = 'WorkRefused';
  }
}

export function createWorkLimiter(limits: WorkLimits): WorkLimiter {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function slot(): Promise<void> {
    if (running < limits.concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= limits.queue) throw new WorkRefused();
    // The finishing task hands its slot over, so `running` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  return {
    async run(task) {
      await slot();
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
