// `GET /metrics` (decision 0099). The gateway's public listener faces the internet, and whether a
// request came "from this machine" cannot be told from it: a proxy on the same host connects from
// loopback and need not add a forwarding header. So the public listener serves the figures only
// with `Authorization: Bearer <METRICS_TOKEN>`, and a scraper without the token reads them from a
// listener of their own (METRICS_PORT, on loopback or an address the team chooses) that serves
// nothing else. Every other caller of the public /metrics is answered 403 in the envelope.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config.js';
import type { GatewayMetrics } from '../metrics.js';
import { sendEnvelope } from './json.js';

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

function carriesToken(req: IncomingMessage, token: string | null): boolean {
  if (!token) return false;
  const offered = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  // Digests of equal length, compared in constant time: the comparison tells nothing of the token.
  return offered !== undefined && timingSafeEqual(digest(offered), digest(token));
}

/** Whether a request to the public listener may read the figures: with the token only. */
export function mayReadMetrics(
  req: IncomingMessage,
  config: Pick<GatewayConfig, 'metricsToken'>,
): boolean {
  return carriesToken(req, config.metricsToken);
}

/** Answers the figures when `allowed` (see mayReadMetrics), else 403. */
export async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: boolean,
  metrics: GatewayMetrics,
): Promise<void> {
  if (!allowed) return sendEnvelope(res, 403, 'Forbidden');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendEnvelope(res, 404, `Route ${req.method ?? ''} ${METRICS_PATH} not found`);
  }
  const text = await metrics.text();
  res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * The metrics listener: `/metrics` without a token, nothing else. It is bound where only the
 * scraper reaches it (METRICS_HOST, loopback by default); what reaches it is the operator's network.
 */
export function createMetricsServer(metrics: GatewayMetrics): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://metrics').pathname;
    if (path !== METRICS_PATH) {
      sendEnvelope(res, 404, `Route ${req.method ?? 'GET'} ${path} not found`);
      return;
    }
    serveMetrics(req, res, true, metrics).catch(() => {
      if (!res.headersSent) sendEnvelope(res, 500, 'Something went wrong');
      else res.destroy();
    });
  });
}
