// Compares schema.graphql with the released snapshot (decision 0090): a change that can break a
// client already built on the released schema (findBreakingChanges) fails the check; one that may
// change what such a client sees (findDangerousChanges) is listed as a warning. Descriptions are
// documentation: changing them is neither.
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

/**
 * The breaking and dangerous changes from `releasedSdl` to `currentSdl`, each `{ type,
 * description }` as graphql-js words them, in a stable order.
 */
export function compareSchemas(releasedSdl, currentSdl) {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const sorted = (changes) =>
    changes
      .map(({ type, description }) => ({ type, description }))
      .sort((a, b) => a.description.localeCompare(b.description));
  return {
    breaking: sorted(findBreakingChanges(released, current)),
    dangerous: sorted(findDangerousChanges(released, current)),
  };
}

/** The lines `npm run schema:check` prints for a comparison. */
export function reportLines({ breaking, dangerous }) {
  const lines = [];
  for (const change of breaking) lines.push(`  breaking  ${change.type}: ${change.description}`);
  for (const change of dangerous) lines.push(`  dangerous ${change.type}: ${change.description}`);
  return lines;
}
