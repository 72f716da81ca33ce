// `distribution export --safe` (decision 0106): the plan's unpaid lines as Safe Transaction Builder
// batch files, for teams whose treasury is a multisig. Each transaction is the token's
// `transfer(wallet, units)` from the Safe; `distribution reconcile` then marks the lines paid from
// the Transfer events the Safe's executions leave, as it does for the sender's own transfers.
import type { Kysely } from 'kysely';
import { getAddress, type Address } from 'viem';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { fromTokenUnits } from '../chain/index.js';
import type { DistributionPlanRow } from './distribution.table.js';
import { findPlan } from './plan.repository.js';
import { transferData } from './sending/treasury-chain.js';

const TRANSFER_METHOD = {
  inputs: [
    { internalType: 'address', name: 'to', type: 'address' },
    { internalType: 'uint256', name: 'value', type: 'uint256' },
  ],
  name: 'transfer',
  payable: false,
} as const;

export interface SafeTransaction {
  to: Address;
  value: '0';
  data: `0x${string}`;
  contractMethod: typeof TRANSFER_METHOD;
  contractInputsValues: { to: Address; value: string };
}

export interface SafeBatchFile {
  version: '1.0';
  chainId: string;
  createdAt: number;
  meta: {
    name: string;
    description: string;
    createdFromSafeAddress: Address;
  };
  transactions: SafeTransaction[];
}

export interface SafeExport {
  plan: DistributionPlanRow;
  files: SafeBatchFile[];
  lines: number;
  totalTokens: string;
}

interface UnpaidLine {
  wallet: Address;
  units: bigint;
}

/** The unpaid (scheduled) lines of the frozen plan, `batch` transfers to a file. */
export async function safeExport(
  db: Kysely<Database>,
  options: { safe: Address; batch: number; now: Date },
): Promise<SafeExport> {
  const plan = await findPlan(db);
  if (!plan) throw conflict('No plan is frozen yet: run distribution plan first.');
  const rows = await db
    .selectFrom('distribution_lines')
    .select(['wallet', 'units'])
    .where('status', '=', 'scheduled')
    .where('wallet', 'is not', null)
    .orderBy('id')
    .execute();
  if (rows.length === 0) {
    throw conflict('No line is left unpaid: nothing to export. Run distribution status.');
  }
  const lines: UnpaidLine[] = rows.map((row) => ({
    wallet: getAddress(row.wallet ?? ''),
    units: BigInt(row.units),
  }));
  const token = getAddress(plan.token_address);
  const count = Math.ceil(lines.length / options.batch);
  const files: SafeBatchFile[] = [];
  for (let index = 0; index < count; index += 1) {
    const part = lines.slice(index * options.batch, (index + 1) * options.batch);
    files.push(batchFile(plan, token, part, { ...options, index, count }));
  }
  const totalUnits = lines.reduce((sum, line) => sum + line.units, 0n);
  return {
    plan,
    files,
    lines: lines.length,
    totalTokens: fromTokenUnits(totalUnits, plan.token_decimals),
  };
}

function batchFile(
  plan: DistributionPlanRow,
  token: Address,
  lines: UnpaidLine[],
  options: { safe: Address; now: Date; index: number; count: number },
): SafeBatchFile {
  const units = lines.reduce((sum, line) => sum + line.units, 0n);
  return {
    version: '1.0',
    chainId: String(plan.chain_id),
    createdAt: options.now.getTime(),
    meta: {
      name: `RENT distribution ${options.index + 1} of ${options.count}`,
      description:
        `${lines.length} holder(s), ${fromTokenUnits(units, plan.token_decimals)} RENT, from the ` +
        `plan with checksum ${plan.checksum}.`,
      createdFromSafeAddress: options.safe,
    },
    transactions: lines.map((line) => ({
      to: token,
      value: '0',
      data: transferData(line.wallet, line.units),
      contractMethod: TRANSFER_METHOD,
      contractInputsValues: { to: line.wallet, value: line.units.toString() },
    })),
  };
}
