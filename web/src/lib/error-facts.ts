// What the gateway says about a failure beyond its message: `extensions.code` (DESIGN.md §5) and,
// for some refusals, `extensions.reason`.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorCode } from '@rent/sale-rules';

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

/** The field a refusal names first (`extensions.fields`), if it names one. */
export function refusedField(error: unknown): string | undefined {
  for (const extensions of extensionsOf(error)) {
    if (!Array.isArray(extensions.fields)) continue;
    for (const entry of extensions.fields as unknown[]) {
      if (typeof entry === 'object' && entry !== null && 'field' in entry) {
        if (typeof entry.field === 'string') return entry.field;
      }
    }
  }
  return undefined;
}
