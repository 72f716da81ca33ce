// What an operator's Prometheus would see during the rush: api's and the gateway's /metrics scraped
// every second while the crowd buys, so the suite can say that scrapes keep answering under load,
// that the sale's gauges agree with the ledger, and what the figures were (docs/operations.md).
import { parseMetrics, type Sample } from '@rent/test-kit/metrics';

export type Target = 'api' | 'gateway';

export interface Scrape {
  target: Target;
  /** Milliseconds the scrape took, from request to the last byte. */
  ms: number;
  /** HTTP status, or 0 when no answer came. */
  status: number;
  samples: Sample[];
  error?: string;
}

const SCRAPE_TIMEOUT_MS = 10_000;

export class MetricsWatch {
  readonly scrapes: Scrape[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight = new Set<Promise<void>>();

  constructor(
    private readonly urls: Record<Target, string>,
    private readonly intervalMs = 1_000,
  ) {}

  /** Scrapes both services now, then every interval: a short rush is still seen at its start. */
  start(): void {
    const round = () => {
      for (const target of Object.keys(this.urls) as Target[]) this.track(this.scrape(target));
    };
    round();
    this.timer = setInterval(round, this.intervalMs);
  }

  /** Stops the rounds and waits for the scrapes under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.inFlight);
  }

  /** One scrape of each target now, awaited: the figures as they stand. */
  async scrapeNow(): Promise<Record<Target, Scrape>> {
    const [api, gateway] = await Promise.all([this.scrape('api'), this.scrape('gateway')]);
    return { api, gateway };
  }

  failed(): Scrape[] {
    return this.scrapes.filter((scrape) => scrape.status !== 200);
  }

  of(target: Target): Scrape[] {
    return this.scrapes.filter((scrape) => scrape.target === target && scrape.status === 200);
  }

  /** The highest value a series (summed over the series matching `labels`) showed in any scrape. */
  peak(target: Target, name: string, labels: Record<string, string> = {}): number | undefined {
    const values = this.of(target)
      .map((scrape) => total(scrape.samples, name, labels))
      .filter((value): value is number => value !== undefined);
    return values.length > 0 ? Math.max(...values) : undefined;
  }

  private track(work: Promise<unknown>): void {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
  }

  private async scrape(target: Target): Promise<Scrape> {
    const started = performance.now();
    let scrape: Scrape;
    try {
      const response = await fetch(this.urls[target], {
        signal: AbortSignal.timeout(SCRAPE_TIMEOUT_MS),
      });
      const text = await response.text();
      scrape = {
        target,
        ms: performance.now() - started,
        status: response.status,
        samples: response.ok ? parseMetrics(text) : [],
      };
    } catch (error) {
      scrape = {
        target,
        ms: performance.now() - started,
        status: 0,
        samples: [],
        error: error instanceof Error ? error.message : String(error),
      };
    }
    this.scrapes.push(scrape);
    return scrape;
  }
}

/** The sum of every series named `name` whose labels include `labels`; undefined when none. */
export function total(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return matching.length > 0 ? matching.reduce((sum, sample) => sum + sample.value, 0) : undefined;
}

/**
 * A quantile of a Prometheus histogram summed over its series, read as Prometheus's
 * histogram_quantile does: linear within the bucket the rank falls in.
 */
export function histogramQuantile(
  samples: readonly Sample[],
  name: string,
  quantile: number,
): number | undefined {
  const byBound = new Map<number, number>();
  for (const sample of samples) {
    if (sample.name !== `${name}_bucket`) continue;
    const bound = Number(sample.labels.le);
    byBound.set(bound, (byBound.get(bound) ?? 0) + sample.value);
  }
  const buckets = [...byBound].sort(([a], [b]) => a - b);
  const count = buckets.at(-1)?.[1] ?? 0;
  if (count === 0) return undefined;
  const rank = quantile * count;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [bound, cumulative] of buckets) {
    if (cumulative >= rank) {
      if (!Number.isFinite(bound)) return lowerBound;
      const share = cumulative === lowerCount ? 0 : (rank - lowerCount) / (cumulative - lowerCount);
      return lowerBound + (bound - lowerBound) * share;
    }
    lowerBound = bound;
    lowerCount = cumulative;
  }
  return lowerBound;
}
