// What the gateway says about a failure beyond its message: `extensions.code` (DESIGN.md §5) and,
// for some refusals, `extensions.reason`.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL';

function extensionsOf(error: unknown): Record<string, unknown>[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap(({ extensions }) => (extensions ? [extensions] : []));
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return extensionsOf(error).some((extensions) => extensions.code === code);
}

export function hasErrorReason(error: unknown, reason: string): boolean {
  return extensionsOf(error).some((extensions) => extensions.reason === reason);
}

/** The gateway answered and refused, as opposed to a request that never got an answer. */
export function isRefusal(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}
