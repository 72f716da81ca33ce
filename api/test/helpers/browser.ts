// A browser as far as api can tell: it keeps the cookies api sets (honouring Max-Age=0 as
// removal) and sends them back on every request made through it.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';

export interface Browser {
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  cookies: Map<string, string>;
}

export function browserFor(app: App, headers: Record<string, string> = {}): Browser {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async request(options) {
      const response = await app.inject({
        ...options,
        headers: { ...headers, ...options.headers },
        cookies: Object.fromEntries(cookies),
      });
      for (const cookie of response.cookies as SetCookie[]) {
        if (cookie.maxAge === 0 || cookie.value === '') cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    },
  };
}

export interface SetCookie {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

export function setCookies(response: LightMyRequestResponse): Record<string, SetCookie> {
  return Object.fromEntries(
    (response.cookies as SetCookie[]).map((cookie) => [cookie.name, cookie]),
  );
}
