// The gateway keeps a readable `rent_session=1` cookie beside the httpOnly session cookies for as
// long as a refresh token may be valid; without it a refresh cannot succeed, so none is tried.
const MARKER = 'rent_session=1';

// The build's prerender has no cookies: it renders what a visitor sees.
const browserCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

export function hasRefreshableSession(cookies = browserCookies()): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === MARKER);
}
