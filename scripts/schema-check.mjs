// `npm run schema:check`: fails when schema.graphql breaks a client built on the released schema
// (schema.released.graphql), naming each breaking change; dangerous changes are listed and pass.
// `npm run schema:release` makes the current schema the released one, deliberately, in the change
// that needs it (decision 0090). `--schema` and `--released` name other files (for the tests).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compareSchemas, reportLines } from './lib/schema-evolution.mjs';
import { ROOT } from './lib/services.mjs';

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: resolve(ROOT, 'schema.graphql') },
    released: { type: 'string', default: resolve(ROOT, 'schema.released.graphql') },
    release: { type: 'boolean', default: false },
  },
});
const name = (file) => relative(ROOT, file) || file;

const RELEASED_HEADER = [
  '# The released GraphQL schema (decision 0090): what clients already built on may rely on.',
  '# `npm run schema:check` fails on a change to schema.graphql that breaks it; update it only',
  '# deliberately, with `npm run schema:release`, in the change that needs it.',
].join('\n');

const changes = compareSchemas(
  readFileSync(values.released, 'utf8'),
  readFileSync(values.schema, 'utf8'),
);
const lines = reportLines(changes);

if (values.release) {
  writeFileSync(values.released, `${RELEASED_HEADER}\n${readFileSync(values.schema, 'utf8')}`);
  console.info(`schema: ${name(values.released)} is now ${name(values.schema)}`);
  if (lines.length > 0) console.info(`released with these changes:\n${lines.join('\n')}`);
  process.exit(0);
}

if (changes.dangerous.length > 0) {
  console.warn(
    `schema: ${changes.dangerous.length} dangerous change(s) against ${name(values.released)} (allowed; check clients):`,
  );
  console.warn(reportLines({ breaking: [], dangerous: changes.dangerous }).join('\n'));
}
if (changes.breaking.length > 0) {
  console.error(
    `schema: ${changes.breaking.length} breaking change(s) against ${name(values.released)}:\n` +
      reportLines({ breaking: changes.breaking, dangerous: [] }).join('\n') +
      '\nKeep the released schema working, or release deliberately: npm run schema:release',
  );
  process.exit(1);
}
console.info(`schema: no breaking change against ${name(values.released)}`);
