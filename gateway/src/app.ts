// The gateway's HTTP server: GraphQL at /graphql, its own health and metrics, the payment return,
// the investor's downloads, and the web app for the rest. Every request is tracked: an id returned
// and passed to api, one log line, its metrics.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { lingerOnClose } from '@rent/server-kit';
import { createApiClient, type ApiCall } from './api-client/index.js';
import type { GatewayConfig } from './config.js';
import { refuseOversizedBody } from './graphql/upload-limits.js';
import { answerClientError } from './http/client-errors.js';
import { DOWNLOADS_PREFIX, handleDownload } from './http/downloads.js';
import { sendEnvelope } from './http/json.js';
import { mayReadMetrics, serveMetrics } from './http/metrics-endpoint.js';
import { handlePaymentCallback } from './http/payment-callback.js';
import { trackRequest, type TrackedRequest } from './http/request-tracking.js';
import { createWebApp } from './http/web-app.js';
import {
  asksForGraphiql,
  createGraphiqlHandler,
  GRAPHIQL_ASSETS_PREFIX,
} from './http/graphiql-page.js';
import { clientAddressResolver } from './http/client-address.js';
import { createLogger, type Logger } from './logger.js';
import { createGatewayMetrics, type GatewayMetrics } from './metrics.js';
import { createSaleProgressFeed } from './live/sale-progress-feed.js';
import { ExchangeRateService } from './rates/exchange-rates.js';
import { createGateway } from './yoga.js';

export interface GatewayServerOptions {
  config: GatewayConfig;
  rates?: ExchangeRateService;
  /** The request log; by default one built from config (LOG_LEVEL). */
  logger?: Logger;
  logError?: (error: unknown) => void;
  /** The figures /metrics serves; by default the server's own (share them with a metrics listener). */
  metrics?: GatewayMetrics;
}

async function apiIsUp(
  apiUrl: string,
  headers: Readonly<Record<string, string>>,
  onCall: (call: ApiCall) => void,
): Promise<boolean> {
  const started = performance.now();
  const observe = (status: ApiCall['status']) =>
    onCall({ operationId: 'getHealth', status, seconds: (performance.now() - started) / 1000 });
  try {
    // api's `/health` is its readiness in every release, so a gateway upgraded before api still
    // reads it right.
    const response = await fetch(`${apiUrl}/health`, {
      headers,
      signal: AbortSignal.timeout(2000),
    });
    observe(response.status);
    return response.ok;
  } catch {
    observe('unreachable');
    return false;
  }
}

/**
 * Served over https, every answer tells the browser to use nothing else for a year, subdomains
 * included: a first visit typed as http:// can then be intercepted only once. Over http (local
 * runs) the header would mean nothing and is not sent.
 */
export function strictTransportSecurity(publicUrl: string): string | null {
  return publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : null;
}

export function createGatewayServer({
  config,
  rates,
  logger,
  logError,
  metrics = createGatewayMetrics(),
}: GatewayServerOptions): Server {
  const log = logger ?? createLogger(config);
  const clientAddressOf = clientAddressResolver(config.trustedProxies);
  const onApiCall = (call: ApiCall) =>
    metrics.observeApiCall(call.operationId, call.status, call.seconds);
  const saleProgress = createSaleProgressFeed({
    api: createApiClient({
      baseUrl: config.apiUrl,
      timeoutMs: config.apiTimeoutMs,
      forwardHeaders: {},
      onCall: onApiCall,
    }),
    intervalMs: config.saleProgressIntervalMs,
    // Every failed read is counted in the api call metrics; the log says when reads start failing.
    onReadFailed: (error) => log.warn({ err: error }, 'live sale figures: api read failed'),
  });
  const yoga = createGateway({
    config,
    logError,
    metrics,
    saleProgress,
    rates:
      rates ??
      new ExchangeRateService({
        url: config.exchangeRateUrl,
        timeoutMs: config.exchangeRateTimeoutMs,
      }),
  });
  const graphiql = config.graphiql ? createGraphiqlHandler() : null;
  const webApp = createWebApp(config.webDist, config.paytmOrigin, {
    sourceMaps: config.serveSourceMaps,
  });

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    tracked: TrackedRequest,
  ): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (path === '/graphql') {
      // A live stream's hours must not count as GraphQL's latency (decision 0093).
      tracked.route = /text\/event-stream/i.test(req.headers.accept ?? '')
        ? 'graphql_stream'
        : 'graphql';
      if (refuseOversizedBody(req, res)) return;
      if (graphiql && asksForGraphiql(req)) {
        tracked.route = 'graphiql';
        return graphiql.page(req, res, tracked.clientAddress);
      }
      return yoga(req, res, { tracked });
    }
    if (graphiql && path.startsWith(GRAPHIQL_ASSETS_PREFIX)) {
      tracked.route = 'graphiql';
      return graphiql.asset(req, res, tracked.clientAddress);
    }
    if (path === '/payment/callback') {
      tracked.route = 'payment_callback';
      return handlePaymentCallback(req, res, config, {
        upstreamHeaders: tracked.upstreamHeaders,
        onCall: onApiCall,
      });
    }
    if (path.startsWith(DOWNLOADS_PREFIX)) {
      tracked.route = 'downloads';
      return handleDownload(req, res, config, path, tracked.upstreamHeaders);
    }
    // Liveness answers from this process alone, so that api being down never gets a healthy
    // gateway restarted; readiness (and `/health`, as before) asks api too (decision 0113).
    if (path === '/health/live') {
      tracked.route = 'health';
      return sendEnvelope(res, 200, 'alive', { status: 'ok' });
    }
    if (path === '/health' || path === '/health/ready') {
      tracked.route = 'health';
      const api = (await apiIsUp(config.apiUrl, tracked.upstreamHeaders, onApiCall))
        ? 'up'
        : 'down';
      return sendEnvelope(res, api === 'up' ? 200 : 503, api === 'up' ? 'ok' : 'api unreachable', {
        status: api === 'up' ? 'ok' : 'degraded',
        api,
      });
    }
    if (path === '/metrics') {
      tracked.route = 'metrics';
      const allowed = mayReadMetrics(req, config);
      // Scrapes come every few seconds: a line each only at debug; a refusal is always logged.
      tracked.quiet = allowed;
      return serveMetrics(req, res, allowed, metrics);
    }
    // The REST API is not served here; an API path must not answer the HTML app.
    if (path === '/api' || path.startsWith('/api/')) {
      tracked.route = 'api_path';
      return sendEnvelope(res, 404, `Route ${req.method ?? 'GET'} ${path} not found`);
    }
    return webApp(req, res);
  }

  const transportSecurity = strictTransportSecurity(config.publicUrl);
  const server = createServer((req, res) => {
    if (transportSecurity) res.setHeader('strict-transport-security', transportSecurity);
    const tracked = trackRequest(req, res, { logger: log, metrics, clientAddressOf });
    handle(req, res, tracked).catch((error: unknown) => {
      logError?.(error);
      if (!res.headersSent) sendEnvelope(res, 500, 'Something went wrong');
      else res.destroy();
    });
  });
  server.on('clientError', answerClientError);
  // A body refused before it was read (413) closes the connection; the client still sending it
  // must read the answer rather than a reset.
  lingerOnClose(server);
  // A live stream never ends by itself: closing the server completes every stream, and their
  // connections are closed as they fall idle, so close() waits for requests in progress rather
  // than for subscribers to leave or for keep-alive to run out.
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    saleProgress.close();
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.once('close', () => clearInterval(sweep));
    return close(callback);
  }) as Server['close'];
  return server;
}
