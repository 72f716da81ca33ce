// What every answer to hostile input must look like, as lists of problems rather than thrown
// assertions: a test sends many cases and reports every case that went wrong at once.
// REST: never a 5xx; a refusal is the envelope {status: false, message, data: null, errors}.
// GraphQL: never a 5xx; every error carries a code that blames the caller, never INTERNAL.
// Both: no stack trace, SQL, driver name or path of the machine, and no field suggestions.
import { tmpdir } from 'node:os';
import { ROOT } from '@rent/test-kit/scripts';

interface Leak {
  what: string;
  pattern: RegExp;
}

const LEAKS: readonly Leak[] = [
  { what: 'a stack trace', pattern: /\s{2,}at \S|\bat \S+ \(.*:\d+:\d+\)/ },
  { what: 'a source location', pattern: /\.(?:ts|js|mjs|cjs):\d+/ },
  { what: 'node_modules', pattern: /node_modules/ },
  {
    what: 'a JavaScript error name',
    pattern: /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|AggregateError)\b/,
  },
  {
    what: 'database error text',
    pattern:
      /syntax error at|violates|relation "|column "|duplicate key|invalid input syntax|invalid byte sequence|null value in column|out of range for type|current transaction is aborted/i,
  },
  { what: 'SQL', pattern: /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\s/ },
  {
    what: 'a driver or library name',
    pattern: /\b(?:PGlite|pg-protocol|kysely|PostgresError|ECONNREFUSED|ECONNRESET|busboy)\b/i,
  },
  { what: 'a file URL', pattern: /file:\/\// },
];

/** The folders of this machine that must never appear in an answer. */
const INTERNAL_PATHS = [ROOT.replace(/\/$/, ''), `${tmpdir()}/`];

/** Error codes that say the caller was wrong; INTERNAL and UPSTREAM_UNAVAILABLE say we failed. */
export const CALLER_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  // A persisted operation the gateway does not know, or whose text does not match its hash, or
  // arbitrary text where only known documents run (decision 0092): all the caller's request.
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_MISMATCH',
  'PERSISTED_QUERY_ONLY',
]);

/**
 * What in `text` gives the server away. Text the request itself carried is not counted (an answer
 * may quote the value it refuses), so `sent` lists every string of the request.
 */
export function leaksIn(text: string, sent: readonly string[] = []): string[] {
  let scanned = text;
  // Longest first: a short value ("password") must not cut a longer one it is part of.
  const longestFirst = [...sent].sort((left, right) => right.length - left.length);
  for (const value of longestFirst) {
    if (value.length < 3) continue;
    for (const form of [value, JSON.stringify(value).slice(1, -1)]) {
      scanned = scanned.split(form).join(' ');
    }
  }
  const found = LEAKS.filter(({ pattern }) => pattern.test(scanned)).map(({ what }) => what);
  for (const path of INTERNAL_PATHS) {
    if (scanned.includes(path)) found.push('a path of the server');
  }
  return found;
}

/** Every string inside a parsed JSON value, keys included. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
  }
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Problems with a REST answer of `status` whose body parsed to `body` (undefined: not JSON). */
export function envelopeProblems(status: number, body: unknown): string[] {
  if (status >= 500) return [`answered ${status}`];
  if (status < 200 || (status >= 300 && status < 400) || status === 204) return [];
  if (!isRecord(body)) return [`answered ${status} without a JSON envelope`];
  if (status >= 400) {
    const errors = body.errors;
    const wellFormed =
      body.status === false &&
      typeof body.message === 'string' &&
      body.message !== '' &&
      body.data === null &&
      Array.isArray(errors) &&
      errors.every((error) => isRecord(error) && typeof error.message === 'string');
    return wellFormed ? [] : [`answered ${status} with ${JSON.stringify(body).slice(0, 200)}`];
  }
  const success = body.status === true && typeof body.message === 'string' && 'data' in body;
  return success ? [] : [`answered ${status} with ${JSON.stringify(body).slice(0, 200)}`];
}

export interface GraphqlError {
  message?: unknown;
  extensions?: { code?: unknown };
}

/** The errors of a GraphQL answer, a batch's included. */
export function graphqlErrorsOf(body: unknown): GraphqlError[] {
  const results = Array.isArray(body) ? body : [body];
  return results.flatMap((result) =>
    isRecord(result) && Array.isArray(result.errors) ? (result.errors as GraphqlError[]) : [],
  );
}

/** Problems with a GraphQL answer: a server failure, an error without a caller's code, a hint. */
export function graphqlProblems(status: number, body: unknown): string[] {
  if (status >= 500) return [`answered ${status}`];
  if (!isRecord(body) && !Array.isArray(body)) return [`answered ${status} without a JSON body`];
  const problems: string[] = [];
  for (const error of graphqlErrorsOf(body)) {
    const code = error.extensions?.code;
    if (typeof error.message !== 'string') problems.push('an error without a message');
    if (typeof code !== 'string') {
      problems.push(`an error without a code: ${String(error.message)}`);
    } else if (!CALLER_CODES.has(code)) {
      problems.push(`${code}: ${String(error.message)}`);
    }
    if (typeof error.message === 'string' && /did you mean/i.test(error.message)) {
      problems.push(`a suggestion: ${error.message}`);
    }
  }
  return problems;
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the order of the results. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
