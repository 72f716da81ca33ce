// Each GraphQL operation, one of a batch or alone: its name and outcome (ok, or the error codes
// answered) go to the request's log line, its time and outcome to the metrics under a bounded
// label, and every error answered is counted by its extensions.code once the codes are normalised
// (this plugin comes after useErrorCodes).
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { TrackedRequest } from '../http/request-tracking.js';
import { loggedOperationName } from '../http/request-tracking.js';
import { operationLabel, type GatewayMetrics } from '../metrics.js';

interface TrackingContext {
  tracked?: TrackedRequest;
}

// A client that leaves operationName out sends one operation; its name is read from the document.
const FIRST_OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/**
 * The operation's name as the client gave it. The params are the client's JSON before yoga has
 * checked them, so either field may be of any type (yoga refuses such a request afterwards).
 */
export function operationNameOf(params: GraphQLParams): string | undefined {
  const { operationName, query } = params as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string' && operationName !== '') return operationName;
  if (typeof query !== 'string') return undefined;
  return FIRST_OPERATION_NAME.exec(query.slice(0, 2000))?.[1];
}

function hasErrors(result: unknown): boolean {
  return (
    typeof result === 'object' &&
    result !== null &&
    'errors' in result &&
    Array.isArray(result.errors) &&
    result.errors.length > 0
  );
}

function errorCodesOf(result: unknown): unknown[] {
  if (!hasErrors(result)) return [];
  const { errors } = result as { errors: { extensions?: { code?: unknown } }[] };
  return errors.map((error) => error.extensions?.code);
}

/** `ok`, the distinct error codes answered (`CONFLICT`), or `stream` for a subscription. */
export function outcomeOf(result: unknown): string {
  if (typeof result === 'object' && result !== null && Symbol.asyncIterator in result) {
    return 'stream';
  }
  const codes = errorCodesOf(result).map((code) => (typeof code === 'string' ? code : 'UNKNOWN'));
  if (codes.length === 0) return hasErrors(result) ? 'UNKNOWN' : 'ok';
  return [...new Set(codes)].join(',');
}

export function useOperationTracking(metrics: GatewayMetrics): Plugin<TrackingContext> {
  // Keyed by the context of one operation: yoga gives each operation of a batch its own.
  const started = new WeakMap<object, { label: string; at: number }>();
  return {
    onParams({ params, context }) {
      const name = operationNameOf(params);
      (context as TrackingContext).tracked?.operations.push(loggedOperationName(name));
      started.set(context as object, { label: operationLabel(name), at: performance.now() });
    },
    onExecutionResult({ result, context }) {
      const operation = started.get(context);
      if (!operation) return;
      const seconds = (performance.now() - operation.at) / 1000;
      metrics.observeOperation(operation.label, !hasErrors(result), seconds);
    },
    onResultProcess({ result, serverContext }) {
      const results = Array.isArray(result) ? result : [result];
      for (const one of results) for (const code of errorCodesOf(one)) metrics.countError(code);
      const tracked = (serverContext as TrackingContext).tracked;
      if (tracked) tracked.outcomes = results.map(outcomeOf);
    },
  };
}
