// A file never reaches itself through its imports, type imports included. import-x/no-cycle skips
// `import type` on purpose (it looks for loops that break at run time), and that is how the
// api's request context and database schema came to know the modules below them: each loop was
// closed by a type import. A type import is still a dependency a reader has to follow, so here it
// counts like any other (decision 0121). Only relative imports are followed: a workspace is reached
// from another through its package name, and packages do not import back.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The file a relative specifier names: sources are imported by the '.js' name they compile to. */
function resolveSpecifier(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(importer), specifier);
  const stems = /\.js$/.test(base)
    ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base]
    : [base];
  for (const stem of stems) {
    for (const suffix of stem === base ? SUFFIXES : ['']) {
      const candidate = stem + suffix;
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
  }
  return null;
}

// One lint run reads each file's imports once.
const importsByFile = new Map();

function importsOf(file, text) {
  if (text === undefined && importsByFile.has(file)) return importsByFile.get(file);
  const source = text ?? readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const targets = [
    ...new Set(
      importedFiles
        .map(({ fileName }) => resolveSpecifier(file, fileName))
        .filter((target) => target !== null && !target.includes('/node_modules/')),
    ),
  ];
  importsByFile.set(file, targets);
  return targets;
}

/** The shortest way from `start` back to `goal`, as the files passed, or null. */
function routeBack(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === goal) {
        const route = [];
        for (let at = file; at !== null; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type imports included.' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{route}} imports this file back (type imports count).',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!file || file === '<text>') return {};
    importsOf(file, context.sourceCode.text);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(file, specifier);
      if (target === null || target === file) return;
      const route = routeBack(target, file);
      if (route === null) return;
      const cwd = context.cwd ?? process.cwd();
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { route: route.map((step) => relative(cwd, step)).join(' → ') },
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
