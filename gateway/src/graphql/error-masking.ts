// Expected failures keep their message and code; anything else becomes "Something went wrong".
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { useErrorHandling } from '@whatwg-node/server';
import { ERROR_CODES, type ErrorCode } from '@rent/sale-rules';
import { GENERIC_ERROR_MESSAGE, maskedError } from '../errors.js';
import { uploadLimitMessage } from './upload-limits.js';

/** By name rather than instanceof: tools may load graphql's CommonJS and ESM builds side by side. */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function isExpected(error: unknown): error is GraphQLError {
  if (!isGraphQLError(error)) return false;
  return (
    error.originalError === undefined ||
    error.originalError === null ||
    isExpected(error.originalError)
  );
}

export function maskUnexpectedError(
  error: unknown,
  logError?: (error: unknown) => void,
): GraphQLError {
  if (isExpected(error)) return error;
  logError?.(error);
  const masked = maskedError();
  return isGraphQLError(error)
    ? new GraphQLError(masked.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: masked.extensions,
      })
    : masked;
}

const CODES: ReadonlySet<string> = new Set<ErrorCode>(ERROR_CODES);

/**
 * Errors graphql-js and the HTTP layer raise themselves (syntax, validation, limits, a malformed
 * request) carry codes of their own; to clients they are all the caller's input.
 */
function codeFor(error: GraphQLError): ErrorCode {
  const code = error.extensions.code;
  return typeof code === 'string' && CODES.has(code) ? (code as ErrorCode) : 'BAD_USER_INPUT';
}

// graphql-js suggests names in more places than the armor plugin hides them (enum values in
// literals and variables): every "Did you mean …?" goes, whichever rule wrote it.
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, ' [Suggestion hidden]');
}

function normalised(error: GraphQLError): GraphQLError {
  const code = codeFor(error);
  const message = withoutSuggestions(uploadLimitMessage(error.message) ?? error.message);
  const quoted = error.extensions.originalError !== undefined;
  if (code === error.extensions.code && message === error.message && !quoted) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: { ...(quoted ? unquoted(error.extensions) : error.extensions), code },
  });
}

/**
 * yoga describes a body it could not parse with the parser's own error, which quotes the body
 * back: the message says what was wrong, the quote goes (in production too). The answer stays
 * 400: yoga would read a "spec" status without the quote as 200.
 */
function unquoted(extensions: GraphQLError['extensions']): GraphQLError['extensions'] {
  const { originalError: _quote, http, ...rest } = extensions;
  if (typeof http !== 'object' || http === null) return rest;
  const { spec: _spec, ...status } = http as Record<string, unknown>;
  return { ...rest, http: status };
}

function withNormalisedErrors<T extends { errors?: readonly unknown[] }>(result: T): T {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) => (isGraphQLError(error) ? normalised(error) : error)),
  };
}

export function useErrorCodes(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      // A batch is an array of results; each one is normalised like a single result.
      if (Array.isArray(result)) setResult(result.map(withNormalisedErrors));
      else if ('errors' in result) setResult(withNormalisedErrors(result));
    },
  };
}

/**
 * The last line of defence: should anything fail outside GraphQL's own error handling, the client
 * gets a plain GraphQL error, never the stack trace the HTTP layer would otherwise send.
 */
export function useCrashMasking(logError?: (error: unknown) => void): Plugin {
  return useErrorHandling((error) => {
    logError?.(error);
    const body = { errors: [{ message: GENERIC_ERROR_MESSAGE, extensions: { code: 'INTERNAL' } }] };
    return new Response(JSON.stringify(body), {
      status: 500,
      headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
    });
  }) as Plugin;
}
