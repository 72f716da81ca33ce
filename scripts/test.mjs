// `npm test`: every check CI runs, in order, stopping at the first failure:
// codegen freshness and schema evolution (no breaking change against the released schema), the
// documentation's links, index and front page, the settings documentation against the services'
// schemas, no new copy of product code,
// type-check, lint, format, the workspaces' suites (and api's again on PostgreSQL when
// TEST_DATABASE_URL names a server), the build, browser journeys, and the load, fault,
// hostile-input, deployment and replicas suites at their small size. Every step runs on the Node
// that runs this script (CI: Node 24 LTS, as the images).
import './lib/require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/services.mjs';
import { buildAll } from './lib/build.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const reports = join(ROOT, 'node_modules', '.cache', 'rent-test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  [
    'codegen freshness, schema evolution, documentation and duplicates',
    () => {
      run(process.execPath, ['scripts/codegen-check.mjs']);
      run(process.execPath, ['scripts/schema-check.mjs']);
      run(bin('tsx'), ['--conditions=development', 'scripts/config-docs.mjs', '--check']);
      run(process.execPath, ['scripts/docs-check.mjs']);
      run(process.execPath, ['scripts/duplicates-check.mjs']);
    },
  ],
  [
    'type-check',
    () =>
      [
        'packages/sale-rules',
        'packages/server-kit',
        'api',
        'gateway',
        'web',
        'sandbox',
        'e2e',
        'hardening',
        'bench',
        'packages/test-kit',
      ].forEach(typecheck),
  ],
  ['lint', () => run(bin('eslint'), ['.', '--max-warnings', '0'])],
  ['format', () => run(bin('prettier'), ['--check', '.', '--log-level', 'warn'])],
  [
    'unit and integration tests (PGlite)',
    () => vitest('workspaces', [], { TEST_DATABASE_URL: '' }),
  ],
  [
    'api on PostgreSQL',
    () =>
      process.env.TEST_DATABASE_URL
        ? vitest('api-postgres', ['--root', 'api'])
        : skip('TEST_DATABASE_URL not set'),
  ],
  ['build', () => buildAll()],
  ['browser journeys', () => vitest('e2e', ['--root', 'e2e'])],
  [
    'load, faults, hostile input, deployment and replicas (small)',
    () => vitest('hardening', ['--root', 'hardening']),
  ],
];

function skip(reason) {
  console.info(`  skipped: ${reason}`);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

function typecheck(workspace) {
  if (existsSync(join(ROOT, workspace, 'tsconfig.json')))
    run(bin('tsc'), ['-p', `${workspace}/tsconfig.json`, '--noEmit']);
}

function vitest(name, args, env = {}) {
  const report = `--outputFile.json=${join(reports, `${name}.json`)}`;
  run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', report], env);
}

function totals() {
  let passed = 0;
  let failed = 0;
  for (const name of ['workspaces', 'api-postgres', 'e2e', 'hardening']) {
    const file = join(reports, `${name}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  return { passed, failed };
}

const begun = Date.now();
let failure = null;
for (const [name, step] of steps) {
  const started = Date.now();
  console.info(`\n▶ ${name}`);
  try {
    step();
    console.info(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failure = `${name}: ${error.message}`;
    break;
  }
}
const { passed, failed } = totals();
console.info(
  `\nnpm test ${failure ? 'FAILED' : 'passed'} in ${((Date.now() - begun) / 1000).toFixed(1)} s`,
);
if (failure) console.error(failure);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failure ? 1 : 0);
