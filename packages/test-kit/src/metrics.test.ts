import { describe, expect, it } from 'vitest';
import { metricValue, parseMetrics } from './metrics.js';

const TEXT = [
  '# HELP answers_total Answers',
  '# TYPE answers_total counter',
  'answers_total{route="/a",status="200"} 3',
  'answers_total{route="/a",status="500"} 1',
  'answers_total{route="say \\"hi\\"",status="200"} 2',
  'up 1',
  '',
].join('\n');

describe('reading Prometheus text', () => {
  it('reads each sample with its labels', () => {
    expect(parseMetrics(TEXT)).toHaveLength(4);
    expect(metricValue(TEXT, 'answers_total', { route: '/a', status: '500' })).toBe(1);
    expect(metricValue(TEXT, 'answers_total', { route: 'say "hi"' })).toBe(2);
    expect(metricValue(TEXT, 'up')).toBe(1);
  });

  it('says when no series or several match', () => {
    expect(metricValue(TEXT, 'answers_total', { status: '404' })).toBeUndefined();
    expect(() => metricValue(TEXT, 'answers_total', { route: '/a' })).toThrow('2 series');
  });
});
