// The sale's public figures (the sale and its phases, the running total, the chart) as a visitor's
// screens read them: one read of api serves every visitor who asks within `ttlMs`, and callers who
// ask while it is on its way wait for it rather than making their own. At the sale's opening rush
// the dashboards of thousands of visitors then cost api a few reads a second instead of three each.
// A failed read is not kept: the next caller asks again. Investors who are signed in read through
// their own client, so someone who just bought sees the total with their purchase in it.
import type { ApiClient } from './index.js';

export type FigureReads = Pick<ApiClient, 'getSale' | 'getRentSupply' | 'getSalesGraph'>;

export interface SharedFiguresOptions {
  /** How long one answer serves, from when it arrived. */
  ttlMs: number;
  now?: () => number;
}

interface Entry {
  answer: Promise<unknown>;
  /** When the answer stops serving; infinite while it is on its way. */
  until: number;
}

export function sharedFigures(
  api: FigureReads,
  { ttlMs, now = Date.now }: SharedFiguresOptions,
): FigureReads {
  const entries = new Map<string, Entry>();

  function shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    const found = entries.get(key);
    if (found && now() < found.until) return found.answer as Promise<T>;
    const entry: Entry = { answer: read(), until: Number.POSITIVE_INFINITY };
    entries.set(key, entry);
    entry.answer.then(
      () => {
        entry.until = now() + ttlMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.answer as Promise<T>;
  }

  return {
    getSale: () => shared('sale', () => api.getSale()),
    getRentSupply: () => shared('supply', () => api.getRentSupply()),
    getSalesGraph: (input) =>
      shared(`graph:${input?.query?.range ?? ''}`, () => api.getSalesGraph(input)),
  };
}
