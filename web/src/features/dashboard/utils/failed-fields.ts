import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The root fields a partial answer lacks, each with the gateway's message for it: the dashboard
 * shows the cards whose fields arrived and an error in each card whose field did not.
 */
export function failedRootFields(error: unknown): ReadonlyMap<string, string> {
  const failed = new Map<string, string>();
  if (!CombinedGraphQLErrors.is(error)) return failed;
  for (const { path, message } of error.errors) {
    const root = path?.[0];
    if (typeof root === 'string' && !failed.has(root)) failed.set(root, message);
  }
  return failed;
}
