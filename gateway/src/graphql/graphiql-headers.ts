// GraphiQL's page gets the protection of the app's pages: it may not be framed or sniffed, and it
// runs no script but its own. Its script is inline (with its editor's workers made from blobs), so
// the policy allows exactly that script by its hash.
import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { PAGE_SECURITY_HEADERS } from '../http/web-app.js';

type RenderGraphiQL<Options> = (options: Options) => string;

function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

export function graphiqlContentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptHashes(html).join(' ') || "'none'"}`,
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

/** Renders GraphiQL through `render`, and sends its page with the policy that fits it. */
export function useGraphiqlSecurityHeaders<Options>(render: RenderGraphiQL<Options>) {
  // yoga renders the page with the same options every time: one page, one policy.
  let page: string | undefined;
  let policy = "default-src 'none'";
  const plugin: Plugin = {
    onResponse({ response }) {
      if (!response.headers.get('content-type')?.startsWith('text/html')) return;
      response.headers.set('content-security-policy', policy);
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
        response.headers.set(name, value);
    },
  };
  return {
    plugin,
    render(options: Options): string {
      const html = render(options);
      if (html !== page) {
        page = html;
        policy = graphiqlContentSecurityPolicy(html);
      }
      return html;
    },
  };
}
