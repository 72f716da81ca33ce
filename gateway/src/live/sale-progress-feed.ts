// The sale's live figures for every subscriber of this gateway process (decision 0093): one poller
// reads api once per interval, only while someone listens, and tells every subscriber when the
// figures change. A subscriber's stream never fails for api: a failed read is retried next interval.
import { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import { percentSold } from '@rent/sale-rules';
import type { ApiClient } from '../api-client/index.js';
import type { SalePhaseDto } from '../api-client/payloads.js';

/** What `Subscription.saleProgress` sends. */
export interface SaleProgressSnapshot {
  tokensSold: string;
  percentSold: number;
  currentPhase: SalePhaseDto | null;
  isOpen: boolean;
}

export interface SaleProgressFeed {
  /**
   * The figures now (as soon as they are known), then each change, until the iterator returns.
   * `client` is the caller's address: past the caps the stream fails with RATE_LIMITED at once.
   */
  subscribe(client?: string): Repeater<SaleProgressSnapshot>;
  /** Ends every subscriber's stream and stops polling: the server is closing. */
  close(): void;
  /** Subscribers listening now. */
  readonly subscribers: number;
}

export interface SaleProgressFeedOptions {
  /** A client of api without any investor's credentials: the figures are public. */
  api: Pick<ApiClient, 'getSale' | 'getRentSupply'>;
  intervalMs: number;
  /** Told when reads of api start failing (once, until a read succeeds again); streams go on. */
  onReadFailed?: (error: unknown) => void;
  /** Open streams the process holds at most, and at most from one address (decision 0093). */
  maxStreams?: number;
  maxStreamsPerClient?: number;
}

// Each stream holds a connection open: a client that opens them by the thousand would exhaust the
// process's sockets. The per-address cap leaves room for many investors behind one NAT address.
export const STREAM_CAPS = { total: 10_000, perClient: 50 } as const;
const RETRY_AFTER_SECONDS = 60;

function tooManyStreams(): GraphQLError {
  return new GraphQLError('Too many live streams are open. Please try again later.', {
    extensions: { code: 'RATE_LIMITED', retryAfter: RETRY_AFTER_SECONDS },
  });
}

async function readProgress(api: SaleProgressFeedOptions['api']): Promise<SaleProgressSnapshot> {
  const [sale, supply] = await Promise.all([api.getSale(), api.getRentSupply()]);
  const { currentPhase, hardCap, isOpen } = sale.data;
  const tokensSold = supply.data.totalSold;
  return {
    tokensSold,
    percentSold: percentSold(tokensSold, hardCap),
    currentPhase: currentPhase ?? null,
    isOpen,
  };
}

// What counts as a change: a phase's status and bounds do not move while it is the current one.
function changeKey({ tokensSold, currentPhase, isOpen }: SaleProgressSnapshot): string {
  return JSON.stringify([tokensSold, currentPhase?.name, currentPhase?.bonusPercent, isOpen]);
}

export function createSaleProgressFeed(options: SaleProgressFeedOptions): SaleProgressFeed {
  const { maxStreams = STREAM_CAPS.total, maxStreamsPerClient = STREAM_CAPS.perClient } = options;
  const listeners = new Set<(snapshot: SaleProgressSnapshot) => void>();
  const streamsOf = new Map<string, number>();
  const stops = new Set<() => void>();
  let latest: SaleProgressSnapshot | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reading = false;
  let failing = false;

  async function poll(): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      const snapshot = await readProgress(options.api);
      const changed = latest === null || changeKey(latest) !== changeKey(snapshot);
      latest = snapshot;
      failing = false;
      if (changed && timer) for (const listener of listeners) listener(snapshot);
    } catch (error) {
      if (!failing) options.onReadFailed?.(error);
      failing = true;
    } finally {
      reading = false;
    }
  }

  function start(): void {
    // Figures from before the last subscriber left may be stale: the first one waits for a read.
    latest = null;
    timer = setInterval(() => void poll(), options.intervalMs);
    timer.unref();
    void poll();
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    subscribe: (client = '') =>
      new Repeater<SaleProgressSnapshot>(async (push, stopped) => {
        const open = streamsOf.get(client) ?? 0;
        if (listeners.size >= maxStreams || open >= maxStreamsPerClient) throw tooManyStreams();
        streamsOf.set(client, open + 1);
        const listener = (snapshot: SaleProgressSnapshot) => void push(snapshot);
        listeners.add(listener);
        stops.add(stopped);
        if (!timer) start();
        else if (latest) listener(latest);
        await stopped;
        listeners.delete(listener);
        stops.delete(stopped);
        const left = (streamsOf.get(client) ?? 1) - 1;
        if (left > 0) streamsOf.set(client, left);
        else streamsOf.delete(client);
        if (listeners.size === 0) stop();
      }),
    close() {
      for (const end of stops) end();
      stop();
    },
    get subscribers() {
      return listeners.size;
    },
  };
}
