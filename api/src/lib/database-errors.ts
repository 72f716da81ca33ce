// Recognises "the database cannot be reached" among the errors pg and PGlite raise, so that the
// api answers 503 (try again) rather than 500 (our bug).

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// SQLSTATE: class 08 connection exception; 57P01-57P03 server shutting down or starting up;
// 53300 too many connections; 57014 a statement cancelled for running past its timeout; 25P03 a
// session ended for idling in a transaction.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014|25P03)$/;

/** pg's error when the server has not answered a query within query_timeout. */
const QUERY_READ_TIMEOUT = /query read timeout/i;

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
  // pg, for every query on a client whose connection broke while it was held.
  /encountered a connection error and is not queryable/i,
  QUERY_READ_TIMEOUT,
];

/** The server went silent on this connection: pg stopped waiting, the connection is no good. */
export function isQueryReadTimeout(error: unknown): error is Error {
  return error instanceof Error && QUERY_READ_TIMEOUT.test(error.message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (looksUnavailable(current)) return true;
    current = current.cause;
  }
  return false;
}

function looksUnavailable(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
  if (error instanceof AggregateError && error.errors.some(looksUnavailableValue)) return true;
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

function looksUnavailableValue(value: unknown): boolean {
  return value instanceof Error && looksUnavailable(value);
}

/** A unique constraint refused a write; `constraint` narrows it to one constraint by name. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof Error) || !('code' in error) || error.code !== '23505') return false;
  if (constraint === undefined) return true;
  return 'constraint' in error && error.constraint === constraint;
}
