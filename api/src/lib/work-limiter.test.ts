import { describe, expect, it } from 'vitest';
import { createWorkLimiter, WorkRefused } from './work-limiter.js';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the work limiter', () => {
  it('runs no more tasks at once than its concurrency, the rest in order of arrival', async () => {
    const limiter = createWorkLimiter({ concurrency: 2, queue: 10 });
    const gates = Array.from({ length: 5 }, gate);
    let active = 0;
    let mostActive = 0;
    const started: number[] = [];
    const done = gates.map((g, index) =>
      limiter.run(async () => {
        started.push(index);
        active += 1;
        mostActive = Math.max(mostActive, active);
        await g.opened;
        active -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(limiter.load()).toEqual({ running: 2, waiting: 3 });
    for (const g of gates) g.open();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
    expect(mostActive).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once a task that finds the queue full, and takes work again once it drains', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queue: 2 });
    const g = gate();
    const accepted = [1, 2, 3].map(() => limiter.run(() => g.opened));
    await expect(limiter.run(async () => 'too many')).rejects.toBeInstanceOf(WorkRefused);
    g.open();
    await Promise.all(accepted);
    await expect(limiter.run(async () => 'room again')).resolves.toBe('room again');
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, queue: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});
