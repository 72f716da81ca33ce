// Expected failures. Services throw these; the envelope plugin renders them with their status,
// message and field-level details. Anything else that is thrown is a bug and becomes a bare 500.
import type { FieldProblem } from './schema-errors.js';

/** One problem of a refused request; `reason` is a stable code for clients that act on it. */
export interface ErrorDetail extends FieldProblem {
  reason?: string;
}

export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: ErrorDetail[] = [],
    /** Response headers that belong to the refusal, such as `Retry-After`. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: ErrorDetail[]) =>
  new AppError(400, message, errors);

/** A 400 naming every problem of a request, the first of them also as its message. */
export const invalidFields = (problems: ErrorDetail[]) =>
  new AppError(400, problems[0]?.message ?? 'Validation failed', problems);

export const unauthorized = (message: string) => new AppError(401, message);

export const forbidden = (message: string, errors?: ErrorDetail[]) =>
  new AppError(403, message, errors);

export const notFound = (message: string) => new AppError(404, message);

export const conflict = (message: string, errors?: ErrorDetail[]) =>
  new AppError(409, message, errors);

export const payloadTooLarge = (message: string, errors?: ErrorDetail[]) =>
  new AppError(413, message, errors);

export const unsupportedMediaType = (message: string, errors?: ErrorDetail[]) =>
  new AppError(415, message, errors);

/** A 429; every one says in `Retry-After` how many whole seconds to wait (at least one). */
export const tooManyRequests = (
  message: string,
  retryAfterSeconds: number,
  errors: ErrorDetail[] = [],
) =>
  new AppError(429, message, errors, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

export const serviceUnavailable = () => new AppError(503, UNAVAILABLE_MESSAGE);
