// The body of a GraphQL multipart request
// (https://github.com/jaydenseric/graphql-multipart-request-spec): the operation with every file
// replaced by null, a map from each file part to where it belongs in the variables, then the files.
import { print, type DocumentNode } from 'graphql';

type Path = string;

/** A copy of `value` with each file replaced by null, and the paths where each file was. */
export function extractFiles(value: unknown, path: Path = 'variables') {
  const files = new Map<Blob, Path[]>();
  const walk = (node: unknown, at: Path): unknown => {
    if (node instanceof Blob) {
      files.set(node, [...(files.get(node) ?? []), at]);
      return null;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}.${index}`));
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, item]) => [key, walk(item, `${at}.${key}`)]),
      );
    }
    return node;
  };
  return { clone: walk(value, path), files };
}

function operationName(document: DocumentNode): string | undefined {
  const definition = document.definitions.find(({ kind }) => kind === 'OperationDefinition');
  return definition && 'name' in definition ? definition.name?.value : undefined;
}

/**
 * How the operation travels: as its text, or as the hash of its persisted document (decision
 * 0092), alone or with the persisted text (when the gateway did not know the hash).
 */
export type OperationForm = { query: string } | { hash: string; query?: string };

/** `operations`, `map`, then one part per file named by its number, in that order. */
export function multipartBody(
  document: DocumentNode,
  variables: object,
  form: OperationForm = { query: print(document) },
): FormData {
  const { clone, files } = extractFiles(variables);
  const operations = {
    ...(form.query === undefined ? {} : { query: form.query }),
    operationName: operationName(document),
    variables: clone,
    ...('hash' in form
      ? { extensions: { persistedQuery: { version: 1, sha256Hash: form.hash } } }
      : {}),
  };
  const map: Record<string, Path[]> = {};
  const parts: [string, Blob][] = [];
  for (const [file, paths] of files) {
    const key = String(parts.length);
    map[key] = paths;
    parts.push([key, file]);
  }

  const body = new FormData();
  body.append('operations', JSON.stringify(operations));
  body.append('map', JSON.stringify(map));
  for (const [key, file] of parts) {
    if (file instanceof File) body.append(key, file, file.name);
    else body.append(key, file);
  }
  return body;
}
