// api sets the session cookies; the browser only talks to the gateway, so they are relayed.
import type { Plugin } from 'graphql-yoga';

export function useCookieRelay() {
  const pending = new WeakMap<Request, string[]>();
  const plugin: Plugin = {
    onResponse({ request, response }) {
      for (const cookie of pending.get(request) ?? [])
        response.headers.append('set-cookie', cookie);
      pending.delete(request);
    },
  };
  return {
    plugin,
    collect(request: Request, cookie: string) {
      pending.set(request, [...(pending.get(request) ?? []), cookie]);
    },
  };
}
