// Prometheus figures of one server. Each server has a registry of its own, so that several of them
// can run in one process (tests build many apps); the process's own figures (CPU, memory, event
// loop, garbage collection) are collected once per process and served beside every registry.
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface ServerMetrics {
  /** Where the server's own metrics register (`registers: [metrics.registry]`). */
  readonly registry: Registry;
  /** The content type of `text()`: Prometheus's text exposition format 0.0.4. */
  readonly contentType: string;
  /** The process's figures and the server's, in Prometheus's text format. */
  text(): Promise<string>;
}

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  return {
    registry,
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
    async text() {
      const parts = await Promise.all([processFigures().metrics(), registry.metrics()]);
      return parts.join('\n');
    },
  };
}

/**
 * A read shared by the collect callbacks of one scrape: prom-client collects every metric at once,
 * so the gauges fed by one query start it once and all wait for the same answer.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

/**
 * Seconds, for api's and the gateway's answers alike: most take milliseconds, a slow database or a
 * slow api seconds, and none outlasts the timeouts (api's statement timeout, the gateway's wait
 * for api).
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A request counter (`…_total`) beside a latency histogram under the same labels, both fed by one
 * observation: a request observes the histogram alone, and the counter is the histogram's count,
 * copied when the figures are scraped. Each request then pays for one labelled observation (label
 * checks and a key built from the labels) rather than two.
 */
export function countedAndTimed<Label extends string>(options: {
  registry: Registry;
  count: { name: string; help: string };
  time: { name: string; help: string };
  labelNames: readonly Label[];
}): (labels: Record<Label, string>, seconds: number) => void {
  const { registry, count, time, labelNames } = options;
  const registers = [registry];
  const histogram = new Histogram({ ...time, buckets: LATENCY_BUCKETS, labelNames, registers });
  const countName = `${time.name}_count`;
  new Counter({
    ...count,
    labelNames,
    registers,
    async collect() {
      const { values } = await histogram.get();
      // Emptied and filled with no await between, so that two scrapes at once never add up.
      this.reset();
      for (const { metricName, labels, value } of values) {
        if (metricName === countName) this.inc(labels, value);
      }
    },
  });
  return (labels, seconds) => {
    histogram.observe(labels, seconds);
  };
}
