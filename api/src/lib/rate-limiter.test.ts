import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';

function clockAt(instant: string) {
  let current = new Date(instant).getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

const rule = { name: 'signin', max: 2, windowMs: 60_000 };

describe('the rate limiter', () => {
  it('lets the allowed number through, then refuses until the window ends', () => {
    const clock = clockAt('2025-07-01T00:00:00Z');
    const limiter = createRateLimiter(clock.now);
    expect(limiter.hit(rule, '10.0.0.1')).toEqual({ allowed: true });
    expect(limiter.hit(rule, '10.0.0.1')).toEqual({ allowed: true });
    clock.advance(15_500);
    expect(limiter.hit(rule, '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    clock.advance(44_500);
    expect(limiter.hit(rule, '10.0.0.1')).toEqual({ allowed: true });
  });

  it('counts every key and every rule on its own', () => {
    const limiter = createRateLimiter(clockAt('2025-07-01T00:00:00Z').now);
    const other = { ...rule, name: 'signup' };
    limiter.hit(rule, 'a');
    limiter.hit(rule, 'a');
    expect(limiter.hit(rule, 'a').allowed).toBe(false);
    expect(limiter.hit(rule, 'b').allowed).toBe(true);
    expect(limiter.hit(other, 'a').allowed).toBe(true);
  });

  it('forgets finished windows once it holds many counters', () => {
    const clock = clockAt('2025-07-01T00:00:00Z');
    const limiter = createRateLimiter(clock.now);
    for (let index = 0; index < 10_000; index += 1) limiter.hit(rule, `key-${index}`);
    expect(limiter.size()).toBe(10_000);
    clock.advance(30_000);
    limiter.hit(rule, 'still-counting');
    expect(limiter.size()).toBe(10_001);
    clock.advance(30_000);
    expect(limiter.hit(rule, 'fresh')).toEqual({ allowed: true });
    expect(limiter.size()).toBe(2);
  });
});
