// Decides what a client sees for any thrown error: expected failures keep their message, Fastify's
// own request errors get a plain sentence, and anything unexpected is a bare 500.
import type { FastifyError } from 'fastify';
import { isDatabaseUnavailable } from './database-errors.js';
import { failure, type ErrorEnvelope } from './envelope.js';
import { AppError, UNAVAILABLE_MESSAGE } from './errors.js';
import { describeSchemaErrors } from './schema-errors.js';

export interface ErrorReply {
  statusCode: number;
  body: ErrorEnvelope;
  headers?: Readonly<Record<string, string>>;
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Payload too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
};

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export function errorReplyFor(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: failure(error.message, error.errors),
      headers: error.headers,
    };
  }
  if (isFastifyError(error) && error.validation) {
    return validationReply(error);
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, body: failure(UNAVAILABLE_MESSAGE) };
  }
  const statusCode = clientErrorStatus(error);
  if (statusCode !== undefined && error instanceof Error) {
    const code = isFastifyError(error) ? error.code : '';
    return { statusCode, body: failure(FASTIFY_MESSAGES[code] ?? error.message) };
  }
  return { statusCode: 500, body: failure(INTERNAL_ERROR_MESSAGE) };
}

function validationReply(error: FastifyError): ErrorReply {
  const problems = describeSchemaErrors(
    error.validation ?? [],
    error.validationContext ?? 'request',
  );
  const message = problems.length === 1 && problems[0] ? problems[0].message : 'Validation failed';
  return { statusCode: 400, body: failure(message, problems) };
}

// A 4xx raised by the framework or a plugin carries a message meant for the client; a 5xx does not.
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500
    ? statusCode
    : undefined;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}
