// Expected failures keep their message and code; anything else becomes "Something went wrong".
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { maskedError, type ErrorCode } from '../errors.js';

function isExpected(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError === undefined || error.originalError === null || isExpected(error.originalError);
}

export function maskUnexpectedError(error: unknown, logError?: (error: unknown) => void): GraphQLError {
  if (isExpected(error)) return error;
  logError?.(error);
  const masked = maskedError();
  return error instanceof GraphQLError
    ? new GraphQLError(masked.message, { nodes: error.nodes, path: error.path, extensions: masked.extensions })
    : masked;
}

/** Errors graphql-js raises itself (syntax, validation, limits) are the caller's input. */
function codeFor(error: GraphQLError): ErrorCode {
  const code = error.extensions.code;
  return typeof code === 'string' && code !== 'GRAPHQL_VALIDATION_FAILED' && code !== 'GRAPHQL_PARSE_FAILED'
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
          error instanceof GraphQLError && error.extensions.code !== codeFor(error)
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
