// Where to go after signing in. The target comes from the address bar, so only a path of this
// site is accepted; anything else goes home. The check is on what the URL parser makes of the
// target (dot segments removed, tabs and newlines dropped), because that is what navigation uses:
// "/.//evil.example" parses to the path "//evil.example", which a router reads as another host.
const HOME = '/';
const AUTH_PATHS = ['/login', '/signup'];
// Control characters are dropped or rejected by parsers in different ways; a backslash is a slash
// to a browser. No path of this site contains either.
function hasUnsafeCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '\\';
  });
}

export function safeRedirectTarget(raw: string | null, origin = window.location.origin): string {
  if (!raw || !raw.startsWith('/') || hasUnsafeCharacter(raw)) return HOME;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return HOME;
  }
  if (url.origin !== origin || !isPlainPath(url.pathname)) return HOME;
  if (AUTH_PATHS.includes(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A single leading slash and no empty segment, also once percent-decoded ("/%2F%2Fevil"). */
function isPlainPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !decoded.includes('//') && !hasUnsafeCharacter(decoded);
}
