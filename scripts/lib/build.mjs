// Builds only what changed since the last build: each target records a hash of its inputs.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './services.mjs';

const SKIPPED = new Set(['node_modules', 'dist', '.data', 'gql', 'generated', 'public']);

function listFiles(path) {
  const absolute = join(ROOT, path);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [absolute];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) =>
    SKIPPED.has(entry.name) ? [] : listFiles(join(path, entry.name)),
  );
}

export function hashInputs(paths) {
  const hash = createHash('sha256');
  for (const file of paths.flatMap(listFiles).sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** Runs `steps` unless the inputs hash matches the stamp left by the last successful run. */
export function buildIfChanged({ name, inputs, stamp, steps, output = process.stdout }) {
  const stampPath = join(ROOT, stamp);
  const digest = hashInputs(inputs);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === digest) {
    output.write(`[build] ${name}: up to date\n`);
    return false;
  }
  const started = Date.now();
  for (const [command, ...args] of steps) run(command, args);
  mkdirSync(dirname(stampPath), { recursive: true });
  writeFileSync(stampPath, digest);
  output.write(`[build] ${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return true;
}

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const shared = ['package-lock.json', 'tsconfig.json'];

// The packages the tiers import (@rent/sale-rules, @rent/server-kit): built first, and inputs of
// each tier's build.
const PACKAGES = ['sale-rules', 'server-kit'];
const packageSources = PACKAGES.flatMap((name) => [
  `packages/${name}/src`,
  `packages/${name}/package.json`,
]);

/** The packages' dist, which node (and tsx, running a tier from source) loads. */
export function buildPackages() {
  for (const name of PACKAGES) {
    buildIfChanged({
      name,
      inputs: [
        `packages/${name}/src`,
        `packages/${name}/package.json`,
        `packages/${name}/tsconfig.build.json`,
        ...shared,
      ],
      stamp: `packages/${name}/dist/.build-stamp`,
      steps: [[bin('tsc'), '-p', `packages/${name}/tsconfig.build.json`]],
    });
  }
}

/**
 * Everything `npm start` runs: the shared packages, generated GraphQL types, the three servers,
 * the web bundle.
 */
export function buildAll() {
  buildPackages();
  buildIfChanged({
    name: 'codegen',
    inputs: [
      'schema.graphql',
      'codegen.ts',
      'web/src',
      // The plugins and steps codegen.ts loads, the web app's persisted documents among them.
      'scripts/codegen-graphiql-example.mjs',
      'scripts/codegen-operation-names.mjs',
      'scripts/codegen-persisted-documents.mjs',
      ...shared,
    ],
    stamp: 'web/src/gql/.build-stamp',
    steps: [[bin('graphql-codegen'), '--config', 'codegen.ts']],
  });
  for (const workspace of ['sandbox', 'api', 'gateway']) {
    buildIfChanged({
      name: workspace,
      inputs: [
        `${workspace}/src`,
        `${workspace}/package.json`,
        `${workspace}/tsconfig.build.json`,
        ...packageSources,
        ...shared,
      ],
      stamp: `${workspace}/dist/.build-stamp`,
      steps: [
        [bin('tsc'), '-p', `${workspace}/tsconfig.build.json`],
        // GraphiQL's page, compressed hard once rather than by each process (decision 0099).
        ...(workspace === 'gateway' ? [['node', 'gateway/dist/build-graphiql.js']] : []),
      ],
    });
  }
  buildIfChanged({
    name: 'web',
    inputs: [
      'web/src',
      'web/scripts',
      'web/index.html',
      'web/vite.config.ts',
      'web/package.json',
      'schema.graphql',
      ...packageSources,
      ...shared,
    ],
    stamp: 'web/dist/.build-stamp',
    steps: [['npm', 'run', 'build', '--workspace', 'web', '--silent']],
  });
}
