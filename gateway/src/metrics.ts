// The gateway's Prometheus figures (decision 0083). Every label is bounded: routes are the
// gateway's own, operations are the web app's names or a bucket, error codes are the contract's,
// and api calls are named by their operationId, never by a path or anything a client chose.
import { ERROR_CODES } from '@rent/sale-rules';
import { Counter, Histogram } from 'prom-client';
import { createServerMetrics } from '@rent/server-kit';
import { webOperationNames } from './generated/web-operations.js';

/** What the gateway serves at a path, as the request metrics and the log name it. */
export type Route =
  | 'graphql'
  /** A subscription's event stream (decision 0093): it lasts as long as its subscriber. */
  | 'graphql_stream'
  /** GraphiQL's page and its parts (decisions 0099, 0146). */
  | 'graphiql'
  | 'payment_callback'
  | 'downloads'
  | 'health'
  | 'metrics'
  | 'api_path'
  | 'web_app';

export const OTHER_OPERATION = 'other';
export const ANONYMOUS_OPERATION = 'anonymous';

const KNOWN_OPERATIONS: ReadonlySet<string> = new Set(webOperationNames);
const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** An operation's label: its name when the web app sends it, else a bucket. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return ANONYMOUS_OPERATION;
  return KNOWN_OPERATIONS.has(name) ? name : OTHER_OPERATION;
}

/** Seconds: a GraphQL request is a few api calls; api's slowest answer is bounded by its timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

export function createGatewayMetrics() {
  const metrics = createServerMetrics();
  const registers = [metrics.registry];
  const requestLabels = ['route', 'status'] as const;
  const requests = new Counter({
    name: 'rent_gateway_http_requests_total',
    help: 'HTTP requests answered, by route and status code ("aborted" when the client left first)',
    labelNames: requestLabels,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'rent_gateway_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route and status code',
    labelNames: requestLabels,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const operationLabels = ['operation', 'outcome'] as const;
  const operations = new Counter({
    name: 'rent_gateway_graphql_operations_total',
    help: 'GraphQL operations (each one of a batch), by operation name ("other" when the web app does not send it, "anonymous" when unnamed) and outcome (ok, error)',
    labelNames: operationLabels,
    registers,
  });
  const operationDuration = new Histogram({
    name: 'rent_gateway_graphql_operation_duration_seconds',
    help: 'Time to answer one GraphQL operation, by operation name and outcome',
    labelNames: operationLabels,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const errors = new Counter({
    name: 'rent_gateway_graphql_errors_total',
    help: 'GraphQL errors answered, by extensions.code',
    labelNames: ['code'],
    registers,
  });
  const apiLabels = ['operation_id', 'status'] as const;
  const apiCalls = new Counter({
    name: 'rent_gateway_api_calls_total',
    help: 'Calls to api, by operationId and api’s status code ("unreachable" when it did not answer)',
    labelNames: apiLabels,
    registers,
  });
  const apiCallDuration = new Histogram({
    name: 'rent_gateway_api_call_duration_seconds',
    help: 'Time for api to answer one call, by operationId and status code',
    labelNames: apiLabels,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  return {
    contentType: metrics.contentType,
    text: () => metrics.text(),
    observeRequest(route: Route, status: string, seconds: number) {
      requests.inc({ route, status });
      requestDuration.observe({ route, status }, seconds);
    },
    observeOperation(operation: string, ok: boolean, seconds: number) {
      const labels = { operation, outcome: ok ? 'ok' : 'error' };
      operations.inc(labels);
      operationDuration.observe(labels, seconds);
    },
    countError(code: unknown) {
      errors.inc({ code: typeof code === 'string' && KNOWN_CODES.has(code) ? code : 'OTHER' });
    },
    observeApiCall(operationId: string, status: number | 'unreachable', seconds: number) {
      const labels = { operation_id: operationId, status: String(status) };
      apiCalls.inc(labels);
      apiCallDuration.observe(labels, seconds);
    },
  };
}
