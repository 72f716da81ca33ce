// Bounds expensive work shared by every request of the process (password hashing): at most
// `concurrency` tasks run, at most `queue` more wait, and anything beyond is refused at once so
// that a flood costs the flooder a quick refusal instead of everyone a long wait.
import { createTurnQueue } from '@rent/server-kit';

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
  const turns = createTurnQueue(limits.concurrency);
  return {
    async run(task) {
      const { running, waiting } = turns.load();
      if (running >= limits.concurrency && waiting >= limits.queue) throw new WorkRefused();
      return turns.run(task);
    },
    load: () => turns.load(),
  };
}
