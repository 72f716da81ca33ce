// A workspace reaches another by its package name, never by a relative path: `../../scripts/lib`
// or `../../sandbox/src` ties a file to another workspace's folders and skips that workspace's
// exports, which say what it offers. What the suites share lives in @rent/test-kit; its
// scripts.ts is the one file that reaches the root's scripts/lib (decision 0121).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = dirname(new URL(import.meta.url).pathname).replace(/[\\/]lint-rules$/, '');

/** The workspace folders of the root package.json, longest first; the root holds the rest. */
function workspaceFolders() {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const folders = new Set();
  for (const pattern of workspaces) {
    if (pattern.endsWith('/*')) {
      const parent = join(root, pattern.slice(0, -2));
      for (const entry of readdirSync(parent, { withFileTypes: true })) {
        if (entry.isDirectory()) folders.add(join(parent, entry.name));
      }
    } else {
      folders.add(join(root, pattern));
    }
  }
  return [...folders].sort((a, b) => b.length - a.length);
}

const folders = workspaceFolders();
const workspaceOf = (path) => folders.find((folder) => path.startsWith(folder + sep)) ?? root;
const named = (folder) => relative(root, folder) || 'the root';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports from one workspace into another.' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossing:
        "{{from}} imports {{to}} by a relative path: import it by its package name, and what tests share through '@rent/test-kit'.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!file || file === '<text>') return {};
    const allowed = (context.options[0]?.allow ?? []).filter(
      ({ from }) => resolve(root, from) === file,
    );
    const own = workspaceOf(file);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      const theirs = workspaceOf(target);
      if (theirs === own) return;
      const path = relative(root, target);
      if (allowed.some(({ to }) => path.startsWith(to))) return;
      context.report({
        node: node.source,
        messageId: 'crossing',
        data: { from: named(own), to: named(theirs) },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
