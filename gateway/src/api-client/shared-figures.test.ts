import { describe, expect, it } from 'vitest';
import { sharedFigures, type FigureReads } from './shared-figures.js';

function fakeApi() {
  const calls: string[] = [];
  let failNext = false;
  const answer = (name: string) => {
    calls.push(name);
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('api is away'));
    }
    return Promise.resolve({ data: { name, call: calls.length }, message: '' });
  };
  const api = {
    getSale: () => answer('sale'),
    getRentSupply: () => answer('supply'),
    getSalesGraph: (input?: { query?: { range?: string } }) =>
      answer(`graph ${input?.query?.range ?? ''}`),
  } as unknown as FigureReads;
  return { api, calls, failOnce: () => (failNext = true) };
}

describe('sharedFigures', () => {
  it('serves every caller within the time from one read of api, then reads again', async () => {
    let clock = 0;
    const { api, calls } = fakeApi();
    const figures = sharedFigures(api, { ttlMs: 1000, now: () => clock });
    const first = await figures.getRentSupply();
    clock = 999;
    expect(await figures.getRentSupply()).toBe(first);
    expect(calls).toEqual(['supply']);
    clock = 1000;
    expect(await figures.getRentSupply()).not.toBe(first);
    expect(calls).toEqual(['supply', 'supply']);
  });

  it('has callers who ask while a read is on its way wait for it', async () => {
    const { api, calls } = fakeApi();
    const figures = sharedFigures(api, { ttlMs: 1000 });
    const answers = await Promise.all([figures.getSale(), figures.getSale(), figures.getSale()]);
    expect(new Set(answers).size).toBe(1);
    expect(calls).toEqual(['sale']);
  });

  it('keeps each figure, and each range of the chart, apart', async () => {
    const { api, calls } = fakeApi();
    const figures = sharedFigures(api, { ttlMs: 1000 });
    await figures.getSale();
    await figures.getRentSupply();
    await figures.getSalesGraph({ query: { range: '7d' } });
    await figures.getSalesGraph({ query: { range: '30d' } });
    await figures.getSalesGraph({ query: { range: '7d' } });
    expect(calls).toEqual(['sale', 'supply', 'graph 7d', 'graph 30d']);
  });

  it('does not keep a failed read: the next caller asks api again', async () => {
    const { api, calls, failOnce } = fakeApi();
    const figures = sharedFigures(api, { ttlMs: 1000 });
    failOnce();
    await expect(figures.getRentSupply()).rejects.toThrow('api is away');
    await expect(figures.getRentSupply()).resolves.toMatchObject({ data: { name: 'supply' } });
    expect(calls).toEqual(['supply', 'supply']);
  });

  it('times an answer from when it arrived, not from when it was asked for', async () => {
    let clock = 0;
    const { api, calls } = fakeApi();
    let release: () => void = () => undefined;
    const slow = {
      ...api,
      getSale: () =>
        new Promise((resolve) => {
          release = () => resolve(api.getSale());
        }),
    } as unknown as FigureReads;
    const figures = sharedFigures(slow, { ttlMs: 1000, now: () => clock });
    const pending = figures.getSale();
    clock = 5000;
    release();
    await pending;
    clock = 5999;
    await figures.getSale();
    expect(calls).toEqual(['sale']);
  });
});
