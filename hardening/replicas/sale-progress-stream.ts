// A subscriber of the live sale figures (decision 0093) as a browser is one: a GraphQL subscription
// over Server-Sent Events, POSTed with the CSRF header, read value by value.
import { CSRF_HEADER } from '@rent/test-kit/session';

export interface SaleProgressValue {
  tokensSold: string;
  percentSold: number;
}

export interface SaleProgressStream {
  /** The next value sent; rejects when none comes within `timeoutMs`. */
  next(timeoutMs: number): Promise<SaleProgressValue>;
  close(): void;
}

const SALE_PROGRESS = 'subscription { saleProgress { tokensSold percentSold } }';

export async function openSaleProgress(siteUrl: string): Promise<SaleProgressStream> {
  const abort = new AbortController();
  const response = await fetch(`${siteUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      [CSRF_HEADER]: 'true',
    },
    body: JSON.stringify({ query: SALE_PROGRESS }),
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`the subscription was answered ${response.status}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: SaleProgressValue[] = [];

  async function read(): Promise<SaleProgressValue> {
    for (;;) {
      const event = events.shift();
      if (event) return event;
      const chunk = await reader.read();
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: next\ndata: (.*)$/m.exec(block)?.[1];
        if (data) {
          const payload = JSON.parse(data) as { data?: { saleProgress: SaleProgressValue } };
          if (payload.data) events.push(payload.data.saleProgress);
        }
      }
    }
  }

  let reading: Promise<SaleProgressValue> | null = null;
  return {
    next: (timeoutMs) => {
      reading ??= read();
      const value = reading.then((found) => {
        reading = null;
        return found;
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no value within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([value, late]).finally(() => clearTimeout(timer));
    },
    close: () => abort.abort(),
  };
}
