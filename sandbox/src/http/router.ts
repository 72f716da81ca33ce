import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { HttpError, sendJson } from './replies.js';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteContext {
  request: IncomingMessage;
  response: ServerResponse;
  params: Record<string, string>;
  query: URLSearchParams;
}

export interface Route {
  method: HttpMethod;
  /** Literal text with `:name` parameters, e.g. `/mail/:id.json`. The first matching route wins. */
  path: string;
  /** One line for the index page. */
  summary: string;
  handle(context: RouteContext): void | Promise<void>;
}

/** One stand-in service: its routes, and how to put its switches back to their defaults. */
export interface RouteGroup {
  title: string;
  routes: Route[];
  reset?(): void;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
}

function compilePath(path: string): RegExp {
  const source = path
    .split(/(:[A-Za-z]\w*)/)
    .map((part) =>
      part.startsWith(':')
        ? `(?<${part.slice(1)}>[^/]+?)`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

function decodeParams(groups: Record<string, string> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(groups ?? {})) {
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      throw new HttpError(400, `The path parameter ${name} is not valid.`);
    }
  }
  return params;
}

function replyToFailure(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(response, error.status, { error: error.message });
    return;
  }
  console.error('sandbox: a route failed', error);
  sendJson(response, 500, { error: 'The sandbox failed to answer; see its log.' });
}

export function createRouter(groups: RouteGroup[]): RequestListener {
  const routes: CompiledRoute[] = groups
    .flatMap((group) => group.routes)
    .map((route) => ({ route, pattern: compilePath(route.path) }));

  async function dispatch(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const onPath = routes
      .map(({ route, pattern }) => ({ route, match: pattern.exec(url.pathname) }))
      .filter((candidate) => candidate.match !== null);
    const chosen = onPath.find(({ route }) => route.method === request.method);
    if (chosen === undefined) {
      if (onPath.length === 0) {
        sendJson(response, 404, { error: `Nothing is served at ${url.pathname}.` });
        return;
      }
      const allowed = [...new Set(onPath.map(({ route }) => route.method))].join(', ');
      sendJson(response, 405, { error: `${url.pathname} answers ${allowed}.` }, { allow: allowed });
      return;
    }
    const params = decodeParams(chosen.match?.groups);
    await chosen.route.handle({ request, response, params, query: url.searchParams });
  }

  return (request, response) => {
    dispatch(request, response).catch((error: unknown) => replyToFailure(response, error));
  };
}
