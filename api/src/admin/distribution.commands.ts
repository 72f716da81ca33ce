// `distribution export`: the list of every investor's tokens and wallet that the team pays out
// from after the sale (decision 0089), written to a CSV file where the operator runs the CLI.
import { stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { formatIstTimestamp } from '../lib/ist-format.js';
import { exportDistributionList, type DistributionExport } from '../modules/orders/index.js';
import { CommandError, type AdminCommand, type AdminContext } from './command.js';

/** `rent-distribution-2025-08-01-120000-IST.csv`: a new name each second, sorted by time. */
export function defaultDistributionFile(now: Date): string {
  const stamp = formatIstTimestamp(now).replace(' ', '-').replaceAll(':', '');
  return `rent-distribution-${stamp}-IST.csv`;
}

const exportList: AdminCommand = {
  path: ['distribution', 'export'],
  args: [],
  options: {
    out: {
      type: 'string',
      value: '<file>',
      description: 'where to write the CSV (default: rent-distribution-<IST time>-IST.csv here)',
    },
    force: {
      type: 'boolean',
      description: 'export while the sale is running, and replace an existing file',
    },
  },
  summary:
    'Writes the distribution list (wallets, KYC, base, bonus, referral and total tokens) to a CSV, audited',
  async run(context, { options }) {
    const force = options.force === true;
    const now = context.now();
    const requested = typeof options.out === 'string' ? options.out.trim() : '';
    if (options.out !== undefined && requested === '') {
      throw new CommandError('--out needs a file name');
    }
    const target = resolve(context.cwd, requested || defaultDistributionFile(now));
    const existed = await exists(target);
    if (existed && !force) {
      throw new CommandError(`${target} already exists; choose another file, or add --force`);
    }
    const result = await exportDistributionList(
      { db: context.db, now, actor: context.actor, sale: context.sale },
      { force, file: target, save: (content) => save(target, content, force) },
    );
    report(context, target, existed, result);
  },
};

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
}

/** The list holds personal data: readable by its owner only, and never written over by chance. */
async function save(target: string, content: Buffer, force: boolean) {
  try {
    await writeFile(target, content, { flag: force ? 'w' : 'wx', mode: 0o600 });
  } catch (error) {
    const reasons: Record<string, string> = {
      EEXIST: 'already exists; choose another file, or add --force',
      ENOENT: 'cannot be written: its folder does not exist',
      ENOTDIR: 'cannot be written: its folder does not exist',
      EISDIR: 'is a folder; name a file',
      EACCES: 'cannot be written: permission denied',
      EROFS: 'cannot be written: the file system is read-only',
    };
    const reason = reasons[codeOf(error)];
    if (reason) throw new CommandError(`${target} ${reason}. Nothing was exported.`);
    throw error;
  }
}

function report(
  context: AdminContext,
  target: string,
  existed: boolean,
  result: DistributionExport,
) {
  context.out(
    `${existed ? 'Replaced' : 'Wrote'} ${target}: ${result.investors} investor(s) holding ` +
      `${result.totalTokens} RENT, equal to the tokens sold. SHA-256 ${result.sha256} ` +
      `(${result.bytes} bytes).`,
  );
  if (result.duringSale) {
    context.out('Exported while the sale is running (--force): this list is not final.');
  }
  if (result.withoutWallet > 0 || result.notVerified > 0) {
    context.out(
      `Before paying out: ${result.withoutWallet} listed investor(s) have no wallet and ` +
        `${result.notVerified} are not KYC-verified.`,
    );
  }
  if (result.pendingOrders > 0 || result.refundDueOrders > 0) {
    context.out(
      `${result.pendingOrders} order(s) are still pending and may yet be credited; ` +
        `${result.refundDueOrders} are due a refund.`,
    );
  }
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

export const distributionCommands: readonly AdminCommand[] = [exportList];
