// Expected failures keep their message and code; anything else becomes "Something went wrong".
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { useErrorHandling } from '@whatwg-node/server';
import { GENERIC_ERROR_MESSAGE, maskedError, type ErrorCode } from '../errors.js';

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

/** Errors graphql-js raises itself (syntax, validation, limits) are the caller's input. */
function codeFor(error: GraphQLError): ErrorCode {
  const code = error.extensions.code;
  return typeof code === 'string' &&
    code !== 'GRAPHQL_VALIDATION_FAILED' &&
    code !== 'GRAPHQL_PARSE_FAILED'
    ? (code as ErrorCode)
    : 'BAD_USER_INPUT';
}

export function useErrorCodes(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          isGraphQLError(error) && error.extensions.code !== codeFor(error)
            ? new GraphQLError(error.message, {
                nodes: error.nodes,
                path: error.path,
                originalError: error.originalError ?? undefined,
                extensions: { ...error.extensions, code: codeFor(error) },
              })
            : error,
        ),
      });
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
