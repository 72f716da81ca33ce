// Every answer the crowd received, kept so that the suite can say afterwards that none of them was
// a server failure, including those the gateway turns into something else: a GraphQL error whose
// upstream status is 5xx, or a payment return sent to "pending" because api did not answer.
import type { GraphqlAnswer } from '@rent/test-kit/session';

export interface Exchange {
  /** What was asked, e.g. `createOnlineOrder` or `POST /payment/callback`. */
  request: string;
  status: number;
  /** Sent to the gateway's GraphQL endpoint. */
  graphql?: boolean;
  /** Why the exchange counts as a server failure although its own status may not say so. */
  hiddenFailure?: string;
}

// Codes the gateway gives to api's 5xx answers and to no answer at all (DESIGN.md §5).
const SERVER_SIDE_CODES = new Set(['INTERNAL', 'UPSTREAM_UNAVAILABLE']);

export class TrafficLog {
  readonly exchanges: Exchange[] = [];

  record(exchange: Exchange): void {
    this.exchanges.push(exchange);
  }

  recordGraphql(request: string, answer: GraphqlAnswer<unknown>): void {
    const failures = (answer.errors ?? []).flatMap((error) => {
      const code = error.extensions?.code;
      const upstream = error.extensions?.status;
      const serverSide =
        (typeof code === 'string' && SERVER_SIDE_CODES.has(code)) ||
        (typeof upstream === 'number' && upstream >= 500);
      return serverSide ? [`${String(code)} ${String(upstream ?? '')}: ${error.message}`] : [];
    });
    this.record({
      request,
      graphql: true,
      status: answer.status,
      ...(failures.length > 0 && { hiddenFailure: failures.join('; ') }),
    });
  }

  serverFailures(): Exchange[] {
    return this.exchanges.filter(
      (exchange) => exchange.status >= 500 || exchange.hiddenFailure !== undefined,
    );
  }

  /** How many answers of each status, e.g. `{ "200": 24, "303": 15 }`. */
  statusCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { status } of this.exchanges) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }
}

/** Runs `work` on every item with at most `width` at a time; results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
