// A graphql-codegen plugin: the web dashboard's query, with the fragments it spreads, as one
// runnable document for GraphiQL's worked example (decision 0090). Generated, so the example is
// always the query the dashboard really sends.
import { print } from 'graphql';

const OPERATION = 'Dashboard';

export function plugin(_schema, documents) {
  const operations = new Map();
  const fragments = new Map();
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind === 'OperationDefinition' && definition.name)
        operations.set(definition.name.value, definition);
      if (definition.kind === 'FragmentDefinition')
        fragments.set(definition.name.value, definition);
    }
  }
  const operation = operations.get(OPERATION);
  if (!operation) throw new Error(`The web app has no operation named ${OPERATION}`);

  // The fragments the operation spreads, and those they spread, in the order first met.
  const used = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node.kind === 'FragmentSpread' && !used.includes(node.name.value)) {
      used.push(node.name.value);
      visit(fragments.get(node.name.value));
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && value.kind) visit(value);
    }
  };
  visit(operation);
  const text = [operation, ...used.map((name) => fragments.get(name))].map(print).join('\n\n');
  return [
    "// Generated from the web app's GraphQL documents by `npm run codegen`; do not edit.",
    '',
    `/** The web app's ${OPERATION} query with its fragments: GraphiQL's worked example. */`,
    `export const dashboardExample = ${JSON.stringify(text)};`,
    '',
  ].join('\n');
}
