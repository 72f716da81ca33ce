// The browser session's cookies, as api sets them and the gateway reads them: two httpOnly secrets
// and a readable marker that holds none (decision 0008). One list, so the names cannot drift apart.
import { parseCookie } from 'cookie';

export const ACCESS_COOKIE = 'rent_access';
export const REFRESH_COOKIE = 'rent_refresh';
export const SESSION_HINT_COOKIE = 'rent_session';

/**
 * Whether a `Cookie` header carries an access token at all. Without one api can only answer that
 * nobody is signed in, so a caller may skip asking it; with one, only api can tell whether it is good.
 */
export function carriesAccessCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader?.includes(ACCESS_COOKIE)) return false;
  return Boolean(parseCookie(cookieHeader)[ACCESS_COOKIE]);
}

/** Whether a `Cookie` header carries the readable marker that a session may still be refreshed. */
export function carriesSessionHint(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader?.includes(SESSION_HINT_COOKIE)) return false;
  return parseCookie(cookieHeader)[SESSION_HINT_COOKIE] === '1';
}
