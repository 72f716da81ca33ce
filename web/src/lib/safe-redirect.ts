// Where to go after signing in. The target comes from the address bar, so only a path of this
// site is accepted: anything else (another origin, "//evil.example", "javascript:") goes home.
const HOME = '/';
const AUTH_PATHS = ['/login', '/signup'];

export function safeRedirectTarget(raw: string | null, origin = window.location.origin): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== origin || AUTH_PATHS.includes(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
