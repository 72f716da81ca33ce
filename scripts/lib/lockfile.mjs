// What the lockfile check judges, apart from reading files (scripts/lockfile-check.mjs).
import semver from 'semver';

const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies'];

/**
 * The problems of `lock` (package-lock.json, v3) against `manifests` (package.json by workspace
 * path, '' for the root): one sentence each, none when every named dependency is pinned.
 */
export function lockfileProblems(lock, manifests) {
  const problems = [];
  const entries = lock.packages ?? {};
  for (const [workspace, manifest] of Object.entries(manifests)) {
    const where = workspace === '' ? 'the root package.json' : `${workspace}/package.json`;
    const recorded = entries[workspace] ?? {};
    for (const kind of KINDS) {
      for (const [name, range] of Object.entries(manifest[kind] ?? {})) {
        if ((recorded[kind] ?? {})[name] !== range) {
          problems.push(`${where} names ${name}@${range} in ${kind}; the lockfile's copy does not`);
          continue;
        }
        const path = installedPath(entries, workspace, name);
        if (path === null) {
          problems.push(`${where} names ${name}@${range}; the lockfile installs no ${name}`);
          continue;
        }
        const entry = entries[path];
        if (entry.link === true) continue;
        if (semver.validRange(range) && !semver.satisfies(entry.version, range)) {
          problems.push(`${where} names ${name}@${range}; the lockfile pins ${entry.version}`);
        }
      }
    }
  }
  const origins = new Set();
  for (const [path, entry] of Object.entries(entries)) {
    if (!path.includes('node_modules/') || entry.link === true) continue;
    if (!entry.integrity) {
      problems.push(`${path} has no integrity hash`);
      continue;
    }
    // The project's npm settings leave registry addresses out of the lockfile; one that is
    // written down must be https and the same registry as every other.
    if (!entry.resolved) continue;
    const url = new URL(entry.resolved);
    if (url.protocol !== 'https:') problems.push(`${path} is fetched over ${url.protocol}`);
    origins.add(url.origin);
  }
  if (origins.size > 1) {
    problems.push(`packages come from ${origins.size} registries: ${[...origins].join(', ')}`);
  }
  return problems;
}

/** Where Node would find `name` from `workspace`: its own node_modules, then the root's. */
function installedPath(entries, workspace, name) {
  const candidates = [
    ...(workspace === '' ? [] : [`${workspace}/node_modules/${name}`]),
    `node_modules/${name}`,
  ];
  return candidates.find((path) => entries[path] !== undefined) ?? null;
}
