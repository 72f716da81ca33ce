import { describe, expect, it } from 'vitest';
import { median, ms, percentile, timeRuns } from './stats.js';

describe('benchmark statistics', () => {
  it('takes the nearest-rank percentile of unsorted figures', () => {
    const figures = [40, 10, 30, 20, 50];
    expect(median(figures)).toBe(30);
    expect(percentile(figures, 0.95)).toBe(50);
    expect(percentile(figures, 0)).toBe(10);
  });

  it('has no percentile of no figures', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('writes milliseconds as table text', () => {
    expect(ms(12.345)).toBe('12.3 ms');
    expect(ms(12.345, 2)).toBe('12.35 ms');
  });

  it('times only the runs after the warm-up', async () => {
    let calls = 0;
    const timings = await timeRuns(
      async () => {
        calls += 1;
      },
      { runs: 3, warmUp: 2 },
    );
    expect(calls).toBe(5);
    expect(timings).toHaveLength(3);
  });
});
