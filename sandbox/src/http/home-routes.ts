import { escapeHtml, htmlPage } from './html.js';
import { sendHtml, sendJson } from './replies.js';
import type { Route, RouteGroup } from './router.js';

function routeItem({ method, path, summary }: Route): string {
  const browsable = method === 'GET' && !path.includes(':');
  const shownPath = browsable
    ? `<a href="${escapeHtml(path)}">${escapeHtml(path)}</a>`
    : escapeHtml(path);
  return `<tr><td><code>${method}</code></td><td><code>${shownPath}</code></td><td>${escapeHtml(summary)}</td></tr>`;
}

function groupSection({ title, routes }: RouteGroup): string {
  return `<h2>${escapeHtml(title)}</h2>
<table>
${routes.map(routeItem).join('\n')}
</table>`;
}

function indexPage(groups: RouteGroup[]): string {
  return htmlPage(
    'Sandbox',
    `<h1>Sandbox</h1>
<p class="muted">Local stand-ins that speak the protocols of the product's third parties.
Switches are changed with a JSON <code>POST</code> and read back with <code>GET</code>.</p>
${groups.map(groupSection).join('\n')}`,
  );
}

/** The index of every service, and one switch that puts them all back to their defaults. */
export function homeRoutes(services: RouteGroup[]): RouteGroup {
  const home: RouteGroup = {
    title: 'Sandbox',
    routes: [
      {
        method: 'GET',
        path: '/',
        summary: 'This page.',
        handle: ({ response }) => sendHtml(response, 200, indexPage([...services, home])),
      },
      {
        method: 'POST',
        path: '/__control/reset',
        summary:
          'Puts every switch back to its start-up default, zeroes the counters and forgets Paytm orders; mail stays.',
        handle: ({ response }) => {
          for (const service of services) service.reset?.();
          sendJson(response, 200, { reset: true });
        },
      },
    ],
  };
  return home;
}
