import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Nullable fields below the root that fail alone: an error there costs only the card that shows
 * them, under the field's dotted path, while its root field still answers.
 */
const ALONE = ['me.distribution'] as const;

/** The dotted path a failure is filed under: a field that fails alone, or else its root. */
function failedField(path: readonly (string | number)[]): string | null {
  const root = path[0];
  if (typeof root !== 'string') return null;
  const dotted = path.join('.');
  return ALONE.find((field) => dotted === field || dotted.startsWith(`${field}.`)) ?? root;
}

/**
 * The fields a partial answer lacks, each with the gateway's message for it: the dashboard shows
 * the cards whose fields arrived and an error in each card whose field did not.
 */
export function failedRootFields(error: unknown): ReadonlyMap<string, string> {
  const failed = new Map<string, string>();
  if (!CombinedGraphQLErrors.is(error)) return failed;
  for (const { path, message } of error.errors) {
    const field = path ? failedField(path) : null;
    if (field !== null && !failed.has(field)) failed.set(field, message);
  }
  return failed;
}
