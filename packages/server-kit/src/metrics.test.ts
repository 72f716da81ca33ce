import { Counter } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { countedAndTimed, createServerMetrics, sharedRead } from './metrics.js';

describe('the metrics of a server', () => {
  it('keep each server’s series apart and serve the process’s figures with both', async () => {
    const [first, second] = [createServerMetrics(), createServerMetrics()];
    for (const { registry } of [first, second]) {
      new Counter({ name: 'answers_total', help: 'Answers', registers: [registry] });
    }
    (first.registry.getSingleMetric('answers_total') as Counter).inc(3);
    const [firstText, secondText] = await Promise.all([first.text(), second.text()]);
    expect(firstText).toContain('answers_total 3');
    expect(secondText).toContain('answers_total 0');
    for (const text of [firstText, secondText]) {
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text.match(/^# TYPE process_cpu_user_seconds_total/gm)).toHaveLength(1);
    }
    expect(first.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  });
});

describe('a read shared by one scrape', () => {
  it('runs once for callers that ask together, and again afterwards', async () => {
    let reads = 0;
    const read = sharedRead(async () => ++reads);
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it('lets the next scrape try again after a failure', async () => {
    let fail = true;
    const read = sharedRead(async () => {
      if (fail) throw new Error('database down');
      return 'figures';
    });
    await expect(read()).rejects.toThrow('database down');
    fail = false;
    expect(await read()).toBe('figures');
  });
});

describe('a count beside a latency histogram', () => {
  function answers() {
    const metrics = createServerMetrics();
    const observe = countedAndTimed({
      registry: metrics.registry,
      count: { name: 'answers_total', help: 'Answers' },
      time: { name: 'answer_seconds', help: 'Time to answer' },
      labelNames: ['route'],
    });
    const countIn = (text: string, route: string) =>
      Number(new RegExp(`^answers_total\\{route="${route}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
    return { metrics, observe, countIn };
  }

  it('is the histogram’s count by the same labels, on every scrape', async () => {
    const { metrics, observe, countIn } = answers();
    observe({ route: 'a' }, 0.004);
    observe({ route: 'a' }, 0.5);
    observe({ route: 'b' }, 0.02);
    const first = await metrics.text();
    expect([countIn(first, 'a'), countIn(first, 'b')]).toEqual([2, 1]);
    expect(first).toContain('answer_seconds_count{route="a"} 2');
    // The buckets api's and the gateway's answers share: from 5 ms to 10 s.
    expect(first).toContain('answer_seconds_bucket{le="0.005",route="a"} 1');
    expect(first).toContain('answer_seconds_bucket{le="10",route="a"} 2');
    observe({ route: 'a' }, 0.01);
    // What came since is counted on top, not what came before counted twice.
    expect(countIn(await metrics.text(), 'a')).toBe(3);
  });

  it('is counted once when scrapes come at once', async () => {
    const { metrics, observe, countIn } = answers();
    observe({ route: 'a' }, 0.004);
    observe({ route: 'a' }, 0.004);
    const texts = await Promise.all([metrics.text(), metrics.text(), metrics.text()]);
    expect(texts.map((text) => countIn(text, 'a'))).toEqual([2, 2, 2]);
  });
});
