// The Node.js lines the project supports are the root package.json's `engines.node`; the scripts
// that start or test the stack check it first, so an older Node fails with what to install instead
// of an obscure error deep in a dependency.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function supportedNodeRange(root = ROOT) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
}

/** Null when `version` is supported, else the sentence that says what to install. */
export function unsupportedNodeMessage(version, range = supportedNodeRange()) {
  if (semver.satisfies(version, range)) return null;
  const oldest = semver.minVersion(range);
  return (
    `RENT needs Node.js ${oldest.major}.${oldest.minor} or later (${range}); this is Node.js ${version}.\n` +
    `Install the current LTS, Node.js 24 (https://nodejs.org/en/download, or \`nvm install 24\`), ` +
    `then run the command again.`
  );
}

/** Ends the process with the message when this Node is not supported. */
export function requireSupportedNode() {
  const message = unsupportedNodeMessage(process.version);
  if (message === null) return;
  console.error(message);
  process.exit(1);
}
