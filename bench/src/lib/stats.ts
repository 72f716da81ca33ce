// Small statistics for benchmark figures: nearest-rank percentiles and timed repetitions.

/** The nearest-rank percentile (`fraction` 0.5 for the median); NaN for no values. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** Milliseconds as table text. */
export const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;

export const seconds = (startedAt: number) =>
  `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

/** How long `work` takes, `runs` times, after `warmUp` untimed runs that fill caches. */
export async function timeRuns(
  work: () => Promise<unknown>,
  { runs, warmUp }: { runs: number; warmUp: number },
): Promise<number[]> {
  for (let run = 0; run < warmUp; run += 1) await work();
  const timings = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await work();
    timings.push(performance.now() - start);
  }
  return timings;
}
