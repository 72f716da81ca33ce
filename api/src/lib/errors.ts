// Expected failures. Services throw these; the envelope plugin renders them with their status,
// message and field-level details. Anything else that is thrown is a bug and becomes a bare 500.
import type { FieldProblem } from './schema-errors.js';

export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldProblem[]) =>
  new AppError(400, message, errors);

export const unauthorized = (message: string) => new AppError(401, message);

export const forbidden = (message: string) => new AppError(403, message);

export const notFound = (message: string) => new AppError(404, message);

export const conflict = (message: string, errors?: FieldProblem[]) =>
  new AppError(409, message, errors);

export const serviceUnavailable = () => new AppError(503, UNAVAILABLE_MESSAGE);
