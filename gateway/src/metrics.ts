// The gateway's Prometheus figures (decision 0083). Every label is bounded: routes are the
// gateway's own, operations are the web app's names or a bucket, error codes are the contract's,
// and api calls are named by their operationId, never by a path or anything a client chose.
import { ERROR_CODES } from '@rent/sale-rules';
import { Counter } from 'prom-client';
import { countedAndTimed, createServerMetrics } from '@rent/server-kit';
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

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

export function createGatewayMetrics() {
  const metrics = createServerMetrics();
  const { registry } = metrics;
  const observeRequest = countedAndTimed({
    registry,
    count: {
      name: 'rent_gateway_http_requests_total',
      help: 'HTTP requests answered, by route and status code ("aborted" when the client left first)',
    },
    time: {
      name: 'rent_gateway_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by route and status code',
    },
    labelNames: ['route', 'status'],
  });
  const observeOperation = countedAndTimed({
    registry,
    count: {
      name: 'rent_gateway_graphql_operations_total',
      help: 'GraphQL operations (each one of a batch), by operation name ("other" when the web app does not send it, "anonymous" when unnamed) and outcome (ok, error)',
    },
    time: {
      name: 'rent_gateway_graphql_operation_duration_seconds',
      help: 'Time to answer one GraphQL operation, by operation name and outcome',
    },
    labelNames: ['operation', 'outcome'],
  });
  const errors = new Counter({
    name: 'rent_gateway_graphql_errors_total',
    help: 'GraphQL errors answered, by extensions.code',
    labelNames: ['code'],
    registers: [registry],
  });
  const observeApiCall = countedAndTimed({
    registry,
    count: {
      name: 'rent_gateway_api_calls_total',
      help: 'Calls to api, by operationId and api’s status code ("unreachable" when it did not answer)',
    },
    time: {
      name: 'rent_gateway_api_call_duration_seconds',
      help: 'Time for api to answer one call, by operationId and status code',
    },
    labelNames: ['operation_id', 'status'],
  });

  return {
    contentType: metrics.contentType,
    text: () => metrics.text(),
    observeRequest(route: Route, status: string, seconds: number) {
      observeRequest({ route, status }, seconds);
    },
    observeOperation(operation: string, ok: boolean, seconds: number) {
      observeOperation({ operation, outcome: ok ? 'ok' : 'error' }, seconds);
    },
    countError(code: unknown) {
      errors.inc({ code: typeof code === 'string' && KNOWN_CODES.has(code) ? code : 'OTHER' });
    },
    observeApiCall(operationId: string, status: number | 'unreachable', seconds: number) {
      observeApiCall({ operation_id: operationId, status: String(status) }, seconds);
    },
  };
}
