import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalePhaseDto } from '../api-client/payloads.js';
import { createSaleProgressFeed, type SaleProgressFeedOptions } from './sale-progress-feed.js';

const PHASE = { name: 'Pre-Sale', bonusPercent: 25 } as SalePhaseDto;

/** An api whose supply the test sets; `down` makes every read fail as an unreachable api does. */
function fakeApi() {
  const state = { sold: '0', down: false, reads: 0 };
  const api: SaleProgressFeedOptions['api'] = {
    getSale: async () => {
      state.reads += 1;
      if (state.down) throw new Error('Network Error');
      return {
        message: '',
        data: { hardCap: '1400000', isOpen: true, currentPhase: PHASE },
      } as Awaited<ReturnType<SaleProgressFeedOptions['api']['getSale']>>;
    },
    getRentSupply: async () => {
      if (state.down) throw new Error('Network Error');
      return { message: '', data: { totalSold: state.sold, totalHeld: '0', available: '0' } };
    },
  };
  return { api, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the sale progress feed', () => {
  it('sends the figures, then only changes, from one read per interval for all subscribers', async () => {
    vi.useFakeTimers();
    const { api, state } = fakeApi();
    const feed = createSaleProgressFeed({ api, intervalMs: 1000 });
    const first = feed.subscribe();
    const second = feed.subscribe();
    const firstValue = first.next();
    const secondValue = second.next();
    await vi.advanceTimersByTimeAsync(0);
    expect((await firstValue).value).toEqual({
      tokensSold: '0',
      percentSold: 0,
      currentPhase: PHASE,
      isOpen: true,
    });
    expect((await secondValue).value).toMatchObject({ tokensSold: '0' });
    expect(state.reads).toBe(1);

    const change = first.next();
    await vi.advanceTimersByTimeAsync(3000);
    expect(state.reads).toBe(4);
    state.sold = '14000';
    await vi.advanceTimersByTimeAsync(1000);
    expect((await change).value).toMatchObject({ tokensSold: '14000', percentSold: 1 });
    await first.return(undefined);
    await second.return(undefined);
    expect(feed.subscribers).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.reads).toBe(5);
  });

  it('keeps the stream through failed reads, tells once, and resumes when api answers', async () => {
    vi.useFakeTimers();
    const { api, state } = fakeApi();
    state.down = true;
    const onReadFailed = vi.fn();
    const feed = createSaleProgressFeed({ api, intervalMs: 1000, onReadFailed });
    const subscriber = feed.subscribe();
    const value = subscriber.next();
    await vi.advanceTimersByTimeAsync(3000);
    expect(state.reads).toBe(4);
    expect(onReadFailed).toHaveBeenCalledTimes(1);
    state.down = false;
    state.sold = '7';
    await vi.advanceTimersByTimeAsync(1000);
    expect((await value).value).toMatchObject({ tokensSold: '7' });
    await subscriber.return(undefined);
  });

  it('ends every stream when closed', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi();
    const feed = createSaleProgressFeed({ api, intervalMs: 1000 });
    const subscriber = feed.subscribe();
    await subscriber.next();
    const after = subscriber.next();
    feed.close();
    expect(await after).toEqual({ done: true, value: undefined });
  });

  it('refuses a stream past the caps with RATE_LIMITED, per address and in all', async () => {
    const { api } = fakeApi();
    const feed = createSaleProgressFeed({
      api,
      intervalMs: 1000,
      maxStreamsPerClient: 2,
      maxStreams: 3,
    });
    const first = feed.subscribe('203.0.113.7');
    const second = feed.subscribe('203.0.113.7');
    await Promise.all([first.next(), second.next()]);

    // A third stream from the same address is refused; another address still gets one.
    await expect(feed.subscribe('203.0.113.7').next()).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED', retryAfter: 60 },
    });
    const other = feed.subscribe('198.51.100.1');
    await other.next();
    // The process holds 3 streams in all: a fourth address is refused too.
    await expect(feed.subscribe('192.0.2.9').next()).rejects.toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
    });

    // A stream that ends frees its place for its address.
    await first.return(undefined);
    const again = feed.subscribe('203.0.113.7');
    await expect(again.next()).resolves.toMatchObject({ done: false });
    expect(feed.subscribers).toBe(3);
    feed.close();
  });
});
