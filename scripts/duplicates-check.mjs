// `node scripts/duplicates-check.mjs`: no new copy of product code. jscpd looks for blocks of six
// or more lines written twice in the product's sources (tests, generated code and the suites are
// left out: a test set-up may repeat itself for clarity) and the check fails when it finds more
// than the clones accepted below, each named with its places. Merge a new copy into one function
// rather than raising the number; a pair that only looks alike is told apart in the review note.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/services.mjs';

/** Clones of product code accepted today; lower it when one is merged. */
const ACCEPTED_CLONES = 2;

const SOURCES = [
  'api/src',
  'gateway/src',
  'web/src',
  'packages/sale-rules/src',
  'packages/server-kit/src',
  'sandbox/src',
  'scripts',
];
const LEFT_OUT = [
  '**/node_modules/**',
  '**/dist/**',
  '**/generated/**',
  '**/gql/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
  '**/testing.ts',
];

const output = mkdtempSync(join(tmpdir(), 'rent-duplicates-'));
try {
  const scan = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'jscpd'),
    [
      '--format',
      'typescript,tsx',
      '--min-lines',
      '6',
      '--min-tokens',
      '50',
      '--reporters',
      'json',
      '--output',
      output,
      '--ignore',
      LEFT_OUT.join(','),
      ...SOURCES,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (scan.status !== 0) {
    console.error(scan.stdout, scan.stderr);
    throw new Error(`jscpd exited with ${String(scan.status)}`);
  }
  const report = JSON.parse(readFileSync(join(output, 'jscpd-report.json'), 'utf8'));
  const clones = report.duplicates.map(
    ({ firstFile, secondFile, lines }) =>
      `${firstFile.name}:${firstFile.start} and ${secondFile.name}:${secondFile.start} (${lines} lines)`,
  );
  if (clones.length > ACCEPTED_CLONES) {
    console.error(
      `Duplicated product code: ${clones.length} clones, ${ACCEPTED_CLONES} accepted. Merge the new ` +
        `copy into one function:\n- ${clones.join('\n- ')}`,
    );
    process.exitCode = 1;
  } else {
    console.info(
      `Duplicated product code: ${clones.length} clones of six lines or more (${ACCEPTED_CLONES} accepted), ` +
        `${report.statistics.total.percentage.toFixed(2)} % of ${report.statistics.total.lines} lines.`,
    );
  }
} finally {
  rmSync(output, { recursive: true, force: true });
}
