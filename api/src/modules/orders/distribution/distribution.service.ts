// The distribution list (decision 0089): after the sale the team sends every investor's tokens to
// their BEP20 wallet, from this list. It is read in one snapshot, must add up to the sale's running
// total of credited tokens, and every export is audited with the file's SHA-256.
import { createHash } from 'node:crypto';
import { formatIstDateTime, normaliseDecimal } from '@rent/sale-rules';
import { conflict } from '../../../lib/errors.js';
import type { RequestContext } from '../../../plugins/context.js';
import { recordDistributionStep } from '../../audit/index.js';
import { isSaleOpen } from '../../sale/index.js';
import { soldTokens } from '../orders.repository.js';
import { distributionCsv } from './distribution-csv.js';
import { countUnsettledOrders, listHolders } from './distribution.repository.js';

type DistributionContext = Pick<RequestContext, 'db' | 'now' | 'actor' | 'sale'>;

export interface DistributionExport {
  /** Investors listed (the checksum row not counted). */
  investors: number;
  /** The checksum row's total, equal to the sale's tokens sold. */
  totalTokens: string;
  /** Investors listed without a wallet, or whose KYC is not VERIFIED. */
  withoutWallet: number;
  notVerified: number;
  sha256: string;
  bytes: number;
  /** Orders that may still change the list: pending, and paid but due a refund. */
  pendingOrders: number;
  refundDueOrders: number;
  /** Exported while the sale was running, with --force. */
  duringSale: boolean;
}

export interface ExportOptions {
  /** Export even while the sale runs. */
  force: boolean;
  /** Where the file goes, as recorded in the audit row. */
  file: string;
  /** Writes the file; called inside the export's transaction, so a failure audits nothing. */
  save(content: Buffer): Promise<void>;
}

export async function exportDistributionList(
  context: DistributionContext,
  options: ExportOptions,
): Promise<DistributionExport> {
  const { now, sale } = context;
  const duringSale = isSaleOpen(sale, now);
  if (duringSale && !options.force) {
    throw conflict(
      `The sale is still running (it ends ${formatIstDateTime(sale.saleEnd)}): tokens may still be ` +
        'credited, so the list would not be final. Export it after the sale ends, or add --force ' +
        'to export the tokens credited so far.',
    );
  }
  return context.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const holders = await listHolders(trx);
      const sold = normaliseDecimal(await soldTokens(trx));
      const unsettled = await countUnsettledOrders(trx);
      const csv = distributionCsv(holders);
      if (csv.totals.total_tokens !== sold) {
        throw conflict(
          `The credited orders add up to ${csv.totals.total_tokens} RENT but the sale's running ` +
            `total is ${sold} RENT: nothing was exported. The ledger needs checking first.`,
        );
      }
      const content = Buffer.from(csv.content, 'utf8');
      const sha256 = createHash('sha256').update(content).digest('hex');
      const result: DistributionExport = {
        investors: csv.investors,
        totalTokens: sold,
        withoutWallet: holders.filter((holder) => holder.wallet === null).length,
        notVerified: holders.filter((holder) => holder.kyc_status !== 'VERIFIED').length,
        sha256,
        bytes: content.length,
        pendingOrders: unsettled.pending,
        refundDueOrders: unsettled.refundDue,
        duringSale,
      };
      await recordDistributionStep(
        trx,
        { actor: context.actor, action: 'distribution.export', checksum: sha256 },
        {
          file: options.file,
          sha256,
          rows: csv.investors,
          totalTokens: sold,
          duringSale,
        },
        now,
      );
      await options.save(content);
      return result;
    });
}
