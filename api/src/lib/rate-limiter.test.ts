import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from './counter-store.js';
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
  it('lets the allowed number through, then refuses until the window ends', async () => {
    const clock = clockAt('2025-07-01T00:00:00Z');
    const limiter = createRateLimiter(createMemoryCounterStore(clock.now));
    expect(await limiter.hit(rule, '10.0.0.1')).toEqual({ allowed: true });
    expect(await limiter.hit(rule, '10.0.0.1')).toEqual({ allowed: true });
    clock.advance(15_500);
    expect(await limiter.hit(rule, '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    clock.advance(44_500);
    expect(await limiter.hit(rule, '10.0.0.1')).toEqual({ allowed: true });
  });

  it('counts every key and every rule on its own', async () => {
    const limiter = createRateLimiter(
      createMemoryCounterStore(clockAt('2025-07-01T00:00:00Z').now),
    );
    const other = { ...rule, name: 'signup' };
    await limiter.hit(rule, 'a');
    await limiter.hit(rule, 'a');
    expect((await limiter.hit(rule, 'a')).allowed).toBe(false);
    expect((await limiter.hit(rule, 'b')).allowed).toBe(true);
    expect((await limiter.hit(other, 'a')).allowed).toBe(true);
  });

  it('forgets finished windows once it holds many counters', async () => {
    const clock = clockAt('2025-07-01T00:00:00Z');
    const store = createMemoryCounterStore(clock.now);
    const limiter = createRateLimiter(store);
    for (let index = 0; index < 10_000; index += 1) await limiter.hit(rule, `key-${index}`);
    expect(store.size()).toBe(10_000);
    clock.advance(30_000);
    await limiter.hit(rule, 'still-counting');
    expect(store.size()).toBe(10_001);
    clock.advance(30_000);
    expect(await limiter.hit(rule, 'fresh')).toEqual({ allowed: true });
    expect(store.size()).toBe(2);
  });

  it('rounds the wait up to whole seconds', async () => {
    const clock = clockAt('2025-07-01T00:00:00Z');
    const limiter = createRateLimiter(createMemoryCounterStore(clock.now));
    const once = { ...rule, max: 1 };
    await limiter.hit(once, 'a');
    clock.advance(59_999);
    expect(await limiter.hit(once, 'a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
