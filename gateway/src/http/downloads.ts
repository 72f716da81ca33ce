// Files an investor keeps, served to browsers on this origin with the session cookie (or a bearer
// token): `/downloads/receipts/RENT-….pdf`, the receipt of a credited order, and
// `/downloads/transactions.csv`, the statement of every order. api decides who may read what; its
// bytes and headers pass through unchanged, and a refusal keeps its status and message in the
// gateway's envelope. No CORS header is ever sent, so another site cannot read the answer, and
// Cross-Origin-Resource-Policy keeps it from being embedded elsewhere. A GET changes nothing, so
// there is nothing to forge.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { isPurchaseId } from '@rent/sale-rules';
import { createApiClient, type ApiFile } from '../api-client/index.js';
import type { GatewayConfig } from '../config.js';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import { relayedHeaders } from '../graphql/forwarded-headers.js';
import { sendEnvelope } from './json.js';

export const DOWNLOADS_PREFIX = '/downloads/';
const RECEIPT_PATH = /^\/downloads\/receipts\/([^/]*)\.pdf$/;
const STATEMENT_PATH = '/downloads/transactions.csv';

/** api's words for a reference that names no order of the investor's. */
const UNKNOWN_ORDER = 'Order not found.';

const SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'private, no-store',
} as const;

type Fetch = (api: ReturnType<typeof createApiClient>) => Promise<ApiFile>;

/** What `path` asks for, or the refusal to answer without asking api. */
function requestOf(path: string): Fetch | { status: number; message: string } {
  if (path === STATEMENT_PATH) return (api) => api.download('getOrderStatement');
  const receipt = RECEIPT_PATH.exec(path);
  if (!receipt) return { status: 404, message: `Route GET ${path} not found` };
  let purchaseId: string;
  try {
    purchaseId = decodeURIComponent(receipt[1] ?? '');
  } catch {
    return { status: 404, message: UNKNOWN_ORDER };
  }
  if (!isPurchaseId(purchaseId)) return { status: 404, message: UNKNOWN_ORDER };
  return (api) => api.download('getOrderReceipt', { params: { purchaseId } });
}

function statusOf(error: unknown): { status: number; message: string } {
  const extensions = (error as { extensions?: { status?: unknown; code?: unknown } }).extensions;
  const message = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  if (typeof extensions?.status === 'number') return { status: extensions.status, message };
  if (extensions?.code === 'UPSTREAM_UNAVAILABLE') return { status: 503, message };
  return { status: 500, message: GENERIC_ERROR_MESSAGE };
}

export async function handleDownload(
  req: IncomingMessage,
  res: ServerResponse,
  config: GatewayConfig,
  path: string,
  /** The request id and trace context api receives (request-tracking.ts). */
  upstreamHeaders: Readonly<Record<string, string>> = {},
): Promise<void> {
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    return sendEnvelope(res, 405, `Method ${req.method ?? ''} not allowed on ${path}`);
  }
  const fetchFile = requestOf(path);
  if (typeof fetchFile !== 'function') {
    return sendEnvelope(res, fetchFile.status, fetchFile.message);
  }
  const api = createApiClient({
    baseUrl: config.apiUrl,
    timeoutMs: config.apiTimeoutMs,
    // The client's address travels in upstreamHeaders (request-tracking.ts).
    forwardHeaders: { ...relayedHeaders(req), ...upstreamHeaders },
  });
  let file: ApiFile;
  try {
    file = await fetchFile(api);
  } catch (error) {
    const { status, message } = statusOf(error);
    for (const [name, value] of Object.entries(SAFETY_HEADERS)) res.setHeader(name, value);
    return sendEnvelope(res, status, message);
  }
  res.writeHead(200, { ...file.headers, ...SAFETY_HEADERS });
  // A browser that goes away, or api failing mid-file, ends the transfer short: the browser
  // reports an incomplete download rather than keeping half a file.
  await pipeline(file.body, res).catch(() => res.destroy());
}
