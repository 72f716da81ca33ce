// The one place where failures become GraphQL errors (DESIGN.md §5). Every resolver error that a
// client sees went through here, so the rules below are the whole contract.
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { ErrorCode } from '@rent/sale-rules';

export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

export interface FieldError {
  field?: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The field-level details of an envelope, keeping only well-formed entries. */
export function fieldErrorsOf(body: unknown): FieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((entry): FieldError[] => {
    if (!isRecord(entry) || !nonEmptyString(entry.message)) return [];
    return [
      nonEmptyString(entry.field)
        ? { field: entry.field, message: entry.message }
        : { message: entry.message },
    ];
  });
}

/** Joined `errors` messages, else the envelope's `message`, else the generic message. */
export function messageOf(body: unknown): string {
  const fieldErrors = fieldErrorsOf(body);
  // Several fields can fail with the same sentence ("Please fill all fields"); say it once.
  if (fieldErrors.length > 0)
    return [...new Set(fieldErrors.map((error) => error.message))].join(', ');
  if (isRecord(body) && nonEmptyString(body.message)) return body.message;
  return GENERIC_ERROR_MESSAGE;
}

export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'UPSTREAM_UNAVAILABLE';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'INTERNAL';
}

/** A machine-readable reason api may attach to an error item, e.g. EMAIL_NOT_VERIFIED. */
export function reasonOf(body: unknown): string | undefined {
  if (!isRecord(body) || !Array.isArray(body.errors)) return undefined;
  const withReason = body.errors.find((entry) => isRecord(entry) && nonEmptyString(entry.reason));
  return isRecord(withReason) && typeof withReason.reason === 'string'
    ? withReason.reason
    : undefined;
}

/** The wait a RATE_LIMITED error gives when api's 429 did not say (every one of them should). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Whole seconds from a `Retry-After` value (seconds or an HTTP date); undefined when unreadable. */
export function retryAfterSeconds(value: string | undefined, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date, such as "Wed, 21 Oct 2026 07:28:00 GMT".
  const at = / GMT$/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * An answer from api that is not a success: its envelope decides the message, its status the code.
 * A RATE_LIMITED error also says, in whole seconds, when to try again (`retryAfter`).
 */
export function upstreamError(
  status: number,
  body: unknown,
  headers: { retryAfter?: string } = {},
): GraphQLError {
  const code = codeForStatus(status);
  const fields = fieldErrorsOf(body);
  const reason = reasonOf(body);
  return createGraphQLError(messageOf(body), {
    extensions: {
      code,
      status,
      ...(fields.length > 0 ? { fields } : {}),
      ...(reason ? { reason } : {}),
      ...(code === 'RATE_LIMITED'
        ? { retryAfter: retryAfterSeconds(headers.retryAfter) ?? DEFAULT_RETRY_AFTER_SECONDS }
        : {}),
    },
  });
}

/** The seconds a RATE_LIMITED error asks to wait; undefined for any other error. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!hasCode(error, 'RATE_LIMITED')) return undefined;
  const { retryAfter } = (error as { extensions: Record<string, unknown> }).extensions;
  return typeof retryAfter === 'number' ? retryAfter : undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  return hasCode(error, 'UNAUTHENTICATED');
}

export function isNotFound(error: unknown): boolean {
  return hasCode(error, 'NOT_FOUND');
}

function hasCode(error: unknown, code: ErrorCode): boolean {
  return (
    error instanceof Error &&
    'extensions' in error &&
    isRecord(error.extensions) &&
    error.extensions.code === code
  );
}

/** No answer at all from api (refused, reset, timed out). */
export function networkError(): GraphQLError {
  return createGraphQLError(NETWORK_ERROR_MESSAGE, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });
}

/** What a client sees for an error nobody expected; the original goes to the log only. */
export function maskedError(): GraphQLError {
  return createGraphQLError(GENERIC_ERROR_MESSAGE, { extensions: { code: 'INTERNAL' } });
}
