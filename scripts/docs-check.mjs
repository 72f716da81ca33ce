// `node scripts/docs-check.mjs`: the documentation stays readable and whole.
// - The root README stays a front page: at most 150 lines (the rest lives in docs/).
// - Every relative link in a committed Markdown file reaches a file, and its #anchor a heading there.
// - Every decision record has a Status line and appears once in the index, docs/decisions/README.md;
//   a record marked superseded names the record that replaced it, which exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './lib/services.mjs';

const README_MAX_LINES = 150;
const problems = [];

const markdownFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.md'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.includes('node_modules/') && existsSync(join(ROOT, file)));

const readmeLines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
if (readmeLines > README_MAX_LINES)
  problems.push(
    `README.md has ${readmeLines} lines, more than ${README_MAX_LINES}: move detail into docs/`,
  );

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

/** Markdown links outside code: [text](target). */
function linksOf(text) {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

for (const file of markdownFiles) {
  const path = join(ROOT, file);
  for (const link of linksOf(readFileSync(path, 'utf8'))) {
    if (/^[a-z]+:/i.test(link)) continue;
    const [target, anchor] = link.split('#');
    const targetPath = target ? resolve(dirname(path), decodeURI(target)) : path;
    if (!existsSync(targetPath)) {
      problems.push(`${file}: the link ${link} reaches no file`);
      continue;
    }
    if (anchor && targetPath.endsWith('.md') && !anchorsOf(targetPath).has(anchor))
      problems.push(`${file}: the link ${link} names no heading of ${relative(ROOT, targetPath)}`);
  }
}

const decisionsDir = join(ROOT, 'docs', 'decisions');
const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');
const records = markdownFiles
  .filter((file) => /^docs\/decisions\/\d{4}-.*\.md$/.test(file))
  .map((file) => file.slice('docs/decisions/'.length));
for (const record of records) {
  const text = readFileSync(join(decisionsDir, record), 'utf8');
  const listed = index.split(`| [${record.slice(0, 4)}](${record}) |`).length - 1;
  if (listed !== 1)
    problems.push(`docs/decisions/${record} is listed ${listed} times in the index, not once`);
  const status = /^Date: .*· Status: (.*)$/m.exec(text);
  if (!status) {
    problems.push(`docs/decisions/${record} has no "Date: … · Status: …" line`);
    continue;
  }
  if (/superseded/i.test(status[1])) {
    const by = /(\d{4})/.exec(status[1]);
    if (!by || !records.some((other) => other.startsWith(`${by[1]}-`)))
      problems.push(`docs/decisions/${record} is superseded but names no existing record`);
  }
}

if (problems.length > 0) {
  console.error(`Documentation check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.info(
  `Documentation: README ${readmeLines} lines; ${markdownFiles.length} Markdown files' links reach their targets; ${records.length} decision records indexed.`,
);
