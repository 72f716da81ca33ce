// A mobile client sends its access token as `Authorization: Bearer`. When api refuses that token
// (invalid, expired, revoked), the answer says so plainly: UNAUTHENTICATED errors with HTTP 401 and
// `WWW-Authenticate` (RFC 6750), so the client refreshes its token. A request without credentials
// is a visitor instead (`me` is null), and cookie sessions keep their GraphQL-only refusal.
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const BEARER = /^\s*Bearer\s+\S/i;

/** Whether the request presents an access token of its own rather than a cookie or nothing. */
export function presentsBearerToken(request: Request): boolean {
  return BEARER.test(request.headers.get('authorization') ?? '');
}

const REFUSED_TOKEN = {
  status: 401,
  headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
};

function withRefusedToken(error: GraphQLError): GraphQLError {
  if (error.extensions.code !== 'UNAUTHENTICATED') return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: { ...error.extensions, http: REFUSED_TOKEN },
  });
}

function refusingToken<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) =>
      error instanceof Error && error.name === 'GraphQLError' ? withRefusedToken(error) : error,
    ),
  };
}

/** Comes after useErrorCodes, so that every refusal already has its final code. */
export function useBearerRefusals(): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      if (!presentsBearerToken(request) || Symbol.asyncIterator in result) return;
      // In a batch each operation keeps its errors, and yoga answers the batch with 200.
      if (Array.isArray(result)) setResult(result.map(refusingToken));
      else setResult(refusingToken(result as ExecutionResult));
    },
  };
}
