// Generates the gateway's types of the REST contract from api's OpenAPI document: the document is
// dumped by api (no port, no database), openapi-typescript turns it into types, and each operation's
// method and path are written beside them so the gateway's client names calls, never paths.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { ROOT } from './lib/services.mjs';

const OUT_DIR = join(ROOT, 'gateway/src/generated');
const HEADER = "// Generated from api's OpenAPI document by `npm run codegen`; do not edit.\n\n";

function dumpDocument() {
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'api/src/openapi-document.ts')],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 },
  );
  if (result.status !== 0) {
    console.error('api could not produce its OpenAPI document');
    process.exit(result.status ?? 1);
  }
  return JSON.parse(result.stdout);
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

function operationTable(document) {
  const entries = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) throw new Error(`${name} has no operationId`);
      if (entries.some(([id]) => id === operation.operationId)) {
        throw new Error(`${name} repeats the operationId ${operation.operationId}`);
      }
      entries.push([operation.operationId, method.toUpperCase(), path]);
    }
  }
  // A stable order whatever the order routes register in.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = entries.map(
    ([id, method, path]) =>
      `  ${id}: { method: ${JSON.stringify(method)}, path: ${JSON.stringify(path)} },`,
  );
  return `${HEADER}/** Every REST operation of api by its operationId: its method and path. */\nexport const apiOperations = {\n${lines.join('\n')}\n} as const;\n`;
}

/**
 * Fastify lists a query parameter with a default as required, but api fills the default in when
 * it is left out: the types say what a caller may send.
 */
function defaultedParametersOptional(document) {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      for (const parameter of item[method]?.parameters ?? []) {
        if (parameter.schema && 'default' in parameter.schema) parameter.required = false;
      }
    }
  }
  return document;
}

const document = defaultedParametersOptional(dumpDocument());
const types = astToString(await openapiTS(document, { silent: true }));
writeFileSync(join(OUT_DIR, 'api-types.ts'), `${HEADER}${types}`);
writeFileSync(join(OUT_DIR, 'api-operations.ts'), operationTable(document));
