// Fails when the committed generated code does not match its sources: the GraphQL code from
// schema.graphql and the web's operations, the REST client's types from api's OpenAPI document
// (its route schemas). It regenerates, compares, and names the files that changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/services.mjs';

const GENERATED = ['gateway/src/generated', 'web/src/gql'];

function snapshot() {
  const files = new Map();
  for (const dir of GENERATED) {
    const absolute = join(ROOT, dir);
    if (!existsSync(absolute)) continue;
    for (const name of readdirSync(absolute)) {
      if (name.startsWith('.')) continue;
      files.set(join(dir, name), readFileSync(join(absolute, name), 'utf8'));
    }
  }
  return files;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const before = snapshot();
run(join(ROOT, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
run(process.execPath, [join(ROOT, 'scripts/api-codegen.mjs')]);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error(
    `Generated code was stale and has been regenerated; commit it:\n  ${changed.join('\n  ')}`,
  );
  process.exit(1);
}
console.info('codegen: generated code matches schema.graphql and the OpenAPI document');
