// CI's lockfile check: every dependency a manifest names is pinned by package-lock.json, at a
// version its range accepts, with an integrity hash (and, where an address is recorded, over https
// from one registry). `npm ci` already refuses a lockfile whose copy of a manifest is out of date;
// this also catches hand edits and entries that npm would fetch unchecked.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockfileProblems } from './lib/lockfile.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const lock = read('package-lock.json');
const manifests = Object.fromEntries(
  Object.entries(lock.packages)
    .filter(
      ([path, entry]) => path === '' || (entry.link !== true && !path.includes('node_modules')),
    )
    .filter(([path]) => existsSync(join(root, path, 'package.json')))
    .map(([path]) => [path, read(join(path, 'package.json'))]),
);

const problems = lockfileProblems(lock, manifests);
if (problems.length > 0) {
  console.error(
    `package-lock.json does not pin what the manifests name:\n- ${problems.join('\n- ')}`,
  );
  console.error('Run `npm install` and commit package-lock.json with the manifests.');
  process.exit(1);
}
console.info(
  `package-lock.json pins every dependency of ${Object.keys(manifests).length} manifests.`,
);
