// Every request the gateway serves: it gets an id (the client's when short and plain, else a new
// one) returned in `x-request-id` on every answer and sent to api on every call made for it, with
// the client's W3C trace context; when its answer is done it is counted and logged as one pino line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@rent/server-kit';
import type { Logger } from '../logger.js';
import type { GatewayMetrics, Route } from '../metrics.js';
import { clientAddressHeaders } from '../graphql/forwarded-headers.js';
import type { ClientAddressOf } from './client-address.js';
import { traceHeaders } from './trace-context.js';

/** Operation names go to the log as the client sent them, cut short. */
const LOGGED_NAME_LENGTH = 64;

export interface TrackedRequest {
  readonly id: string;
  /** The client's address behind the trusted proxies (client-address.ts); '' when unknown. */
  readonly clientAddress: string;
  /**
   * What api receives with every call made for this request: its id, the trace context and the
   * client address, as the one entry of `X-Forwarded-For`.
   */
  readonly upstreamHeaders: Readonly<Record<string, string>>;
  /** The GraphQL operations the request carried, by the names sent (for the log line). */
  readonly operations: string[];
  /**
   * How each operation ended, in the order of `operations`: `ok`, or the error codes answered
   * (`CONFLICT`, `UNAUTHENTICATED,…`): a refused operation is still HTTP 200.
   */
  outcomes: string[];
  route: Route;
  /** Requests the team does not want a line for at info level (scrapes of /metrics). */
  quiet: boolean;
}

export interface RequestTrackingOptions {
  logger: Logger;
  metrics: GatewayMetrics;
  clientAddressOf: ClientAddressOf;
}

export function trackRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { logger, metrics, clientAddressOf }: RequestTrackingOptions,
): TrackedRequest {
  const started = performance.now();
  const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  res.setHeader(REQUEST_ID_HEADER, id);
  const clientAddress = clientAddressOf(req);
  const tracked: TrackedRequest = {
    id,
    clientAddress,
    upstreamHeaders: {
      [REQUEST_ID_HEADER]: id,
      ...traceHeaders(req),
      ...clientAddressHeaders(clientAddress),
    },
    operations: [],
    outcomes: [],
    route: 'web_app',
    quiet: false,
  };
  // Read now: by the time the answer closes, a destroyed connection has left the request.
  const remoteAddress = req.socket?.remoteAddress;
  res.once('close', () => {
    const responseTime = performance.now() - started;
    const aborted = !res.writableFinished;
    const status = res.headersSent ? String(res.statusCode) : 'aborted';
    metrics.observeRequest(tracked.route, status, responseTime / 1000);
    const level = tracked.quiet && !aborted ? 'debug' : 'info';
    logger[level](
      {
        reqId: id,
        req: {
          method: req.method,
          path: pathOf(req.url),
          ...(tracked.operations.length > 0 && { operations: tracked.operations }),
          remoteAddress,
          ...(clientAddress !== remoteAddress && { clientAddress }),
        },
        res: {
          statusCode: res.statusCode,
          ...(tracked.outcomes.length > 0 && { outcomes: tracked.outcomes }),
        },
        responseTime,
        ...(aborted && { aborted }),
      },
      'request completed',
    );
  });
  return tracked;
}

/** The path alone: a query string may carry a token (a reset or verification link). */
function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

export function loggedOperationName(name: string | null | undefined): string {
  if (!name) return '(anonymous)';
  return name.length > LOGGED_NAME_LENGTH ? `${name.slice(0, LOGGED_NAME_LENGTH)}…` : name;
}
