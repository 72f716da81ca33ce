// Production builds replace each `graphql(`…`)` call with the document codegen generated for it,
// each in a module of its own (what the client preset's babel and swc plugins are for). Otherwise
// `graphql()` brings a map of every document of the app into the first screen, and even imports
// of the generated module share one chunk holding every document used anywhere.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const VIRTUAL = 'virtual:graphql-document/';
const RESOLVED = `\0${VIRTUAL}`;

/** The generated export holding the document of a `graphql()` source. */
export function documentExportName(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match?.[2]) throw new Error(`A graphql() document has no named operation:\n${source}`);
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** The document literal of `name` in the generated module's text. */
export function documentLiteral(generated: string, name: string): string {
  const declaration = `export const ${name} = `;
  const start = generated.indexOf(declaration);
  const end = generated.indexOf(' as unknown as DocumentNode<', start);
  if (start < 0 || end < 0) throw new Error(`${name} is not generated: run npm run codegen`);
  return generated.slice(start + declaration.length, end);
}

/** `code` with its graphql() calls replaced by document imports, or null when it has none. */
export function replaceDocumentCalls(code: string): string | null {
  const used = new Set<string>();
  const replaced = code.replace(CALL, (call: string, source: string) => {
    const name = documentExportName(source);
    used.add(name);
    // The same number of lines, so the source map still points at the right lines.
    return `__${name}${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  if (used.size === 0) return null;
  const imports = [...used].map((name) => `import __${name} from '${VIRTUAL}${name}';`);
  return imports.join('') + replaced;
}

export function graphqlDocuments(generatedModule: string): Plugin {
  let generated = '';
  return {
    name: 'rent:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      generated = readFileSync(generatedModule, 'utf8');
    },
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      return `export default ${documentLiteral(generated, id.slice(RESOLVED.length))};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql('))
        return null;
      const replaced = replaceDocumentCalls(code);
      return replaced === null ? null : { code: replaced, map: null };
    },
  };
}
