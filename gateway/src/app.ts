// The gateway's HTTP server: GraphQL at /graphql, its own health, and the web app for the rest.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { GatewayConfig } from './config.js';
import { refuseOversizedUpload } from './graphql/upload-limits.js';
import { sendEnvelope } from './http/json.js';
import { handlePaymentCallback } from './http/payment-callback.js';
import { createWebApp } from './http/web-app.js';
import { ExchangeRateService } from './rates/exchange-rates.js';
import { createGateway } from './yoga.js';

export interface GatewayServerOptions {
  config: GatewayConfig;
  rates?: ExchangeRateService;
  logError?: (error: unknown) => void;
}

async function apiIsUp(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

export function createGatewayServer({ config, rates, logError }: GatewayServerOptions): Server {
  const yoga = createGateway({
    config,
    logError,
    rates:
      rates ??
      new ExchangeRateService({
        url: config.exchangeRateUrl,
        timeoutMs: config.exchangeRateTimeoutMs,
      }),
  });
  const webApp = createWebApp(config.webDist, config.paytmOrigin);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (path === '/graphql') {
      if (refuseOversizedUpload(req, res)) return;
      return yoga(req, res);
    }
    if (path === '/payment/callback') return handlePaymentCallback(req, res, config);
    if (path === '/health') {
      const api = (await apiIsUp(config.apiUrl)) ? 'up' : 'down';
      return sendEnvelope(res, api === 'up' ? 200 : 503, api === 'up' ? 'ok' : 'api unreachable', {
        status: api === 'up' ? 'ok' : 'degraded',
        api,
      });
    }
    // The REST API is not served here; an API path must not answer the HTML app.
    if (path === '/api' || path.startsWith('/api/')) {
      return sendEnvelope(res, 404, `Route ${req.method ?? 'GET'} ${path} not found`);
    }
    return webApp(req, res);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logError?.(error);
      if (!res.headersSent) sendEnvelope(res, 500, 'Something went wrong');
      else res.destroy();
    });
  });
}
