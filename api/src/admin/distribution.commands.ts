// `distribution export`: the list of every investor's tokens and wallet that the team pays out
// from after the sale (decision 0089), written to a CSV file where the operator runs the CLI.
import { resolve } from 'node:path';
import { formatIstTimestamp } from '@rent/sale-rules';
import { exportDistributionList, type DistributionExport } from '../modules/orders/index.js';
import { CommandError, type AdminCommand, type AdminContext } from './command.js';
import { exportSafeBatches } from './distribution-safe.js';
import { exists, requestedOutput, save } from './private-file.js';

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
    safe: {
      type: 'boolean',
      description: 'write the unpaid lines as Safe Transaction Builder batch files instead',
    },
    batch: {
      type: 'string',
      value: '<holders>',
      description: 'with --safe: transfers per batch file (default 100)',
    },
  },
  summary:
    'Writes the distribution list (wallets, KYC, base, bonus, referral and total tokens) to a CSV, audited',
  async run(context, { options }) {
    if (options.safe === true) return exportSafeBatches(context, options);
    if (options.batch !== undefined) throw new CommandError('--batch goes with --safe');
    const force = options.force === true;
    const now = context.now();
    const requested = requestedOutput(options.out);
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

export const distributionCommands: readonly AdminCommand[] = [exportList];
