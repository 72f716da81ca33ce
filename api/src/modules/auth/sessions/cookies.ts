// The session as browser cookies. Both secrets are httpOnly; `rent_session` holds no secret and is
// readable by the web app, only to tell it that a refresh is worth trying. All use Path=/ because
// the browser reaches api through the gateway, which relays cookies on its own paths.
// The cookie plugin's types (request.cookies, reply.setCookie); app.ts registers the plugin.
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './sessions.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE } from '@rent/server-kit';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '../tokens/tokens.js';

export { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure everywhere but plain-HTTP development on this machine. */
export function cookiesAreSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

function baseOptions(secure: boolean) {
  return { path: '/', sameSite: 'lax', secure } as const;
}

// Max-Age rather than Expires: lifetimes stay right whatever the server's idea of the date. A
// session that is not remembered gets neither on any of its cookies, at sign-in and at every
// rotation, so the browser drops them when it closes (decision 0115).
export function setSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean) {
  const options = baseOptions(secure);
  const lasting = (ttlMs: number) => (session.remembered ? { maxAge: ttlMs / 1000 } : {});
  reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    ...options,
    httpOnly: true,
    ...lasting(ACCESS_TOKEN_TTL_MS),
  });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...options,
    httpOnly: true,
    ...lasting(REFRESH_TOKEN_TTL_MS),
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    ...options,
    httpOnly: false,
    ...lasting(REFRESH_TOKEN_TTL_MS),
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  const options = baseOptions(secure);
  reply.clearCookie(ACCESS_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(REFRESH_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, options);
}
