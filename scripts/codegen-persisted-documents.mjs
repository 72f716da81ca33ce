// After codegen: the web app's persisted documents (the client preset's manifest, hash → text)
// written as a module of the gateway, so that its build and image carry them (decision 0092).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, visit } from 'graphql';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MANIFEST = join(ROOT, 'web/src/gql/persisted-documents.json');
const MODULE = join(ROOT, 'gateway/src/generated/persisted-documents.ts');

export function persistedDocumentsModule(manifest) {
  const entries = Object.entries(manifest)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([hash, text]) => `  ${JSON.stringify(hash)}:\n    ${JSON.stringify(text)},`);
  return [
    "// Generated from the web app's GraphQL documents by `npm run codegen`; do not edit.",
    '',
    "/** The web app's operations by the SHA-256 (hex) of their text: the documents it sends by hash. */",
    'export const webPersistedDocuments: Readonly<Record<string, string>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

export function writeGatewayPersistedDocuments() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const text = persistedDocumentsModule(manifest);
  let current = null;
  try {
    current = readFileSync(MODULE, 'utf8');
  } catch {
    // Not written yet.
  }
  if (current !== text) writeFileSync(MODULE, text);
}

/**
 * A codegen document transform: `__typename` in every selection set but an operation's root, as
 * Apollo's cache adds it to what it sends. The persisted text is what the gateway runs for the
 * app, so it must ask for the same fields Apollo's cache reads.
 */
export const typenamesAsApolloAsks = {
  transform: ({ documents }) =>
    documents.map((source) => ({
      ...source,
      document: source.document && visit(source.document, { SelectionSet: withTypename }),
    })),
};

function withTypename(node, _key, parent) {
  if (parent?.kind === Kind.OPERATION_DEFINITION) return undefined;
  const asked = node.selections.some(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
  );
  if (asked) return undefined;
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  return { ...node, selections: [...node.selections, typename] };
}
