// `GET /metrics`: the gateway faces the internet, so its figures are served to a scraper on this
// machine, or anywhere with `Authorization: Bearer <METRICS_TOKEN>` (decision 0083). Every other
// caller is answered 403 in the envelope.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config.js';
import type { GatewayMetrics } from '../metrics.js';
import { sendEnvelope } from './json.js';

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

// Headers a proxy adds when it relays someone else's request.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * From this machine: the connection comes from loopback, and nothing says it was relayed. Behind
 * a trusted proxy every request comes from the proxy, so none is taken as local then.
 */
export function isFromThisMachine(req: IncomingMessage, trustProxy: boolean): boolean {
  if (trustProxy) return false;
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return false;
  return FORWARDING_HEADERS.every((name) => req.headers[name] === undefined);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function carriesToken(req: IncomingMessage, token: string | null): boolean {
  if (!token) return false;
  const offered = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  // Digests of equal length, compared in constant time: the comparison tells nothing of the token.
  return offered !== undefined && timingSafeEqual(digest(offered), digest(token));
}

export function mayReadMetrics(
  req: IncomingMessage,
  config: Pick<GatewayConfig, 'trustProxy' | 'metricsToken'>,
): boolean {
  return isFromThisMachine(req, config.trustProxy) || carriesToken(req, config.metricsToken);
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
    return sendEnvelope(res, 404, `Route ${req.method ?? ''} /metrics not found`);
  }
  const text = await metrics.text();
  res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : text);
}
