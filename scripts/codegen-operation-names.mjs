// A graphql-codegen plugin: the names of the operations the web app sends, written for the
// gateway, whose metrics label an operation by its name only when it is one of these (anything
// else a client names is counted as "other"; decision 0083).
export function plugin(_schema, documents) {
  const names = new Set();
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind === 'OperationDefinition' && definition.name) {
        names.add(definition.name.value);
      }
    }
  }
  const lines = [...names].sort().map((name) => `  '${name}',`);
  return [
    "// Generated from the web app's GraphQL documents by `npm run codegen`; do not edit.",
    '',
    "/** The operations the web app sends, by name: the names the gateway's metrics know. */",
    'export const webOperationNames = [',
    ...lines,
    '] as const;',
    '',
  ].join('\n');
}
