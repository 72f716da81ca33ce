// GraphiQL's page gets the protection of the app's pages (../http/graphiql-page.ts): it may not be
// framed or sniffed, and it runs no script but its own: its parts, from this origin (decision
// 0146), its editor's workers, made from blobs by one of them, and the one inline script that
// starts it, allowed by its hash.
import { createHash } from 'node:crypto';

function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

export function graphiqlContentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes(html)].join(' '),
    'worker-src blob:',
    // The editor sets styles on its elements and adds <style> rules as it runs.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
