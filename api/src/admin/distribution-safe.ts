// `distribution export --safe` (decision 0106): the frozen plan's unpaid lines written as Safe
// Transaction Builder batch files where the operator runs the CLI, each readable by its owner only,
// none written over without --force, the export audited with every file's SHA-256.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { safeExport } from '../modules/distribution/index.js';
import { recordDistributionStep } from '../modules/audit/index.js';
import { formatIstTimestamp } from '@rent/sale-rules';
import { CommandError, type AdminContext, type CommandInput } from './command.js';
import { exists, requestedOutput, save } from './private-file.js';

export const DEFAULT_SAFE_BATCH = 100;
const MAX_SAFE_BATCH = 500;

/** `rent-safe-2026-01-05-120000-IST`: the files are this name with `-001.json`, `-002.json`… */
export function defaultSafePrefix(now: Date): string {
  const stamp = formatIstTimestamp(now).replace(' ', '-').replaceAll(':', '');
  return `rent-safe-${stamp}-IST`;
}

export async function exportSafeBatches(
  context: AdminContext,
  options: CommandInput['options'],
): Promise<void> {
  const safe = context.chain?.safeAddress;
  if (!safe) {
    throw new CommandError(
      'Set DISTRIBUTION_SAFE_ADDRESS to the Safe that pays holders. Nothing was exported.',
    );
  }
  const batch = batchSize(options.batch);
  const force = options.force === true;
  const now = context.now();
  const requested = requestedOutput(options.out);
  const prefix = resolve(context.cwd, (requested || defaultSafePrefix(now)).replace(/\.json$/, ''));
  const exported = await safeExport(context.db, { safe, batch, now });
  const files = exported.files.map((file, index) => ({
    path: `${prefix}-${String(index + 1).padStart(3, '0')}.json`,
    content: `${JSON.stringify(file, null, 2)}\n`,
  }));
  if (!force) {
    for (const file of files) {
      if (await exists(file.path)) {
        throw new CommandError(
          `${file.path} already exists; choose another name, or add --force. Nothing was exported.`,
        );
      }
    }
  }
  for (const file of files) await save(file.path, file.content, force);
  const written = files.map((file) => ({
    file: file.path,
    sha256: createHash('sha256').update(file.content).digest('hex'),
  }));
  await recordDistributionStep(
    context.db,
    { actor: context.actor, action: 'distribution.export-safe', checksum: exported.plan.checksum },
    { safe, batch, lines: exported.lines, totalTokens: exported.totalTokens, written },
    now,
  );
  context.out(
    `Wrote ${files.length} Safe batch file(s) of up to ${batch} transfer(s): ${exported.lines} ` +
      `unpaid holder(s), ${exported.totalTokens} RENT, from the Safe ${safe}.`,
  );
  for (const file of written) context.out(`  ${file.file}  SHA-256 ${file.sha256}`);
  context.out(
    'Load them in the Safe Transaction Builder; once executed, run distribution reconcile.',
  );
}

function batchSize(value: string | boolean | undefined): number {
  if (value === undefined) return DEFAULT_SAFE_BATCH;
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_SAFE_BATCH) {
    throw new CommandError(`--batch must be a whole number from 1 to ${MAX_SAFE_BATCH}.`);
  }
  return Number(text);
}
