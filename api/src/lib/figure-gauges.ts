// Gauges whose values come from one read of the database when Prometheus scrapes: every gauge of
// the group waits for the same read, so a scrape costs one query per group, not one per gauge. A
// read that fails is logged, and for that scrape its gauges show no series, or NaN for a gauge
// without labels (prom-client always shows one value for those), rather than stale or zero values.
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { sharedRead } from '@rent/server-kit';

export interface FigureGauge<Figures> {
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Sets the gauge's values from one read (the gauge was emptied just before). */
  show(gauge: Gauge, figures: Figures): void;
}

export interface FigureGaugesOptions<Figures> {
  registry: Registry;
  log: FastifyBaseLogger;
  /** What the read is, for the log line when it fails. */
  what: string;
  read: () => Promise<Figures>;
  gauges: readonly FigureGauge<Figures>[];
}

export function figureGauges<Figures>(options: FigureGaugesOptions<Figures>): void {
  const figures = sharedRead(() =>
    options.read().catch((error: unknown) => {
      options.log.warn({ err: error }, `${options.what} could not be read for the metrics`);
      return null;
    }),
  );
  for (const { name, help, labelNames = [], show } of options.gauges) {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [options.registry],
      async collect() {
        const read = await figures();
        this.reset();
        if (read !== null) show(this, read);
        else if (labelNames.length === 0) this.set(Number.NaN);
      },
    });
  }
}

/** Seconds from `since` to `now`, 0 when there is nothing waiting. */
export function ageSeconds(since: Date | null, now: Date): number {
  return since ? Math.max(0, (now.getTime() - since.getTime()) / 1000) : 0;
}
