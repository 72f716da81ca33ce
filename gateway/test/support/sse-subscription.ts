// A GraphQL subscription over Server-Sent Events as a client would open it: POST with
// `Accept: text/event-stream` and the CSRF header; each `next` event's payload is queued in order.
import { CSRF_HEADER } from '../../src/yoga.js';

export interface SseSubscription {
  /** The response's status and headers, once they came. */
  response: Response;
  /** The next payload sent, or an error when none comes within `timeoutMs`. */
  next(timeoutMs: number): Promise<{ data?: Record<string, unknown> | null; errors?: unknown[] }>;
  /** Whether the server ended the stream with a `complete` event. */
  completed(): boolean;
  close(): void;
}

export async function subscribe(url: string, query: string): Promise<SseSubscription> {
  const abort = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'accept-encoding': 'br, gzip',
      [CSRF_HEADER]: 'true',
    },
    body: JSON.stringify({ query }),
    signal: abort.signal,
  });
  const payloads: unknown[] = [];
  const waiting: ((payload: unknown) => void)[] = [];
  let completed = false;
  const deliver = (payload: unknown) => {
    const waiter = waiting.shift();
    if (waiter) waiter(payload);
    else payloads.push(payload);
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(event)?.[1];
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (type === 'next' && data) deliver(JSON.parse(data));
          if (type === 'complete') completed = true;
        }
      }
    } catch {
      // Aborted by close(), or the connection was cut.
    }
  })();
  return {
    response,
    next: (timeoutMs) =>
      new Promise((resolve, reject) => {
        if (payloads.length > 0) return resolve(payloads.shift() as never);
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(settle), 1);
          reject(new Error(`no value within ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = (payload: unknown) => {
          clearTimeout(timer);
          resolve(payload as never);
        };
        waiting.push(settle);
      }),
    completed: () => completed,
    close: () => abort.abort(),
  };
}
