import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import type { Client, Sink } from 'graphql-sse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveUpdatesLink, reconnectDelayMs } from './live-link';

/** A graphql-sse client whose streams the test ends or feeds. */
function fakeSseClient() {
  const sinks: Sink[] = [];
  const client = {
    subscribe: vi.fn((_request: unknown, sink: Sink) => {
      sinks.push(sink);
      return () => undefined;
    }),
  } as unknown as Client;
  return { client, sinks };
}

// Not a document of the app: parsed here, so that codegen does not take it for one.
const SUBSCRIPTION = parse('subscription Figures { saleProgress { tokensSold } }');

afterEach(() => {
  vi.useRealTimers();
});

describe('the live updates link', () => {
  it('waits 1, 2, 4 … seconds between attempts, at most 30, spread by a quarter', () => {
    expect(reconnectDelayMs(0, () => 0.5)).toBe(1000);
    expect(reconnectDelayMs(2, () => 0.5)).toBe(4000);
    expect(reconnectDelayMs(10, () => 0.5)).toBe(30_000);
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(0, () => 1)).toBe(1250);
  });

  it('opens a stream the gateway completed again, and hands on every value', async () => {
    vi.useFakeTimers();
    const { client, sinks } = fakeSseClient();
    const received: unknown[] = [];
    const link = createLiveUpdatesLink(client);
    const subscription = ApolloLink.execute(
      link,
      { query: SUBSCRIPTION },
      { client: {} as never },
    ).subscribe((value) => received.push(value));
    // The client comes through a promise (its code loads on first use): let it arrive.
    await vi.advanceTimersByTimeAsync(0);
    expect(sinks).toHaveLength(1);
    sinks[0]!.next({ data: { saleProgress: { tokensSold: '1' } } });
    sinks[0]!.complete();
    await vi.advanceTimersByTimeAsync(1300);
    expect(sinks).toHaveLength(2);
    sinks[1]!.next({ data: { saleProgress: { tokensSold: '2' } } });
    expect(received).toEqual([
      { data: { saleProgress: { tokensSold: '1' } } },
      { data: { saleProgress: { tokensSold: '2' } } },
    ]);
    subscription.unsubscribe();
    sinks[1]!.complete();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sinks).toHaveLength(2);
  });

  it('waits longer after each refusal of the gateway, and hands the refusal on to nobody', async () => {
    vi.useFakeTimers();
    const { client, sinks } = fakeSseClient();
    const received: unknown[] = [];
    const subscription = ApolloLink.execute(
      createLiveUpdatesLink(client),
      { query: SUBSCRIPTION },
      { client: {} as never },
    ).subscribe((value) => received.push(value));
    await vi.advanceTimersByTimeAsync(0);
    const refuse = (index: number) => {
      sinks[index]!.next({
        errors: [
          { message: 'Too many live streams are open.', extensions: { code: 'RATE_LIMITED' } },
        ],
      } as never);
      sinks[index]!.complete();
    };
    refuse(0);
    await vi.advanceTimersByTimeAsync(1300);
    expect(sinks).toHaveLength(2);
    refuse(1);
    // The second attempt waits at least 1.5 s (2 s spread by a quarter), not 1 s again.
    await vi.advanceTimersByTimeAsync(1300);
    expect(sinks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1300);
    expect(sinks).toHaveLength(3);
    expect(received).toEqual([]);
    subscription.unsubscribe();
  });

  it('leaves queries to the rest of the chain', () => {
    const { client } = fakeSseClient();
    const rest = new ApolloLink(() => {
      throw new Error('forwarded');
    });
    const link = ApolloLink.from([createLiveUpdatesLink(client), rest]);
    expect(() =>
      ApolloLink.execute(
        link,
        { query: parse('query Supply { rentSupply { totalSold } }') },
        { client: {} as never },
      ).subscribe(() => undefined),
    ).toThrow('forwarded');
    expect(client.subscribe).not.toHaveBeenCalled();
  });
});
