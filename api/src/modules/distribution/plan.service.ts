// `distribution plan` (decision 0104): freezes, in one snapshot of the ledger, one line per holder
// with their credited tokens, the wallet on record and their KYC status. The lines add up to the
// sale's total sold or nothing is frozen; every amount must fit the token's decimals exactly.
// Holders without a verified KYC or a wallet, or whose wallet is on hold, are held, and mailed
// what to do.
import { addDecimals, formatDecimal, normaliseDecimal, parseDecimal } from '@rent/sale-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { recordDistributionStep } from '../audit/index.js';
import { toTokenUnits, TooFineAmountError } from '../chain/index.js';
import { enqueueMail } from '../mail/index.js';
import { soldTokens } from '../orders/index.js';
import { isSaleOpen, type SaleDefinition } from '../sale/index.js';
import { heldDistributionMail } from './distribution-mails.js';
import type { HeldReason } from './distribution.table.js';
import { planChecksum } from './plan-checksum.js';
import { findPlan, ledgerHolders, type LedgerHolder } from './plan.repository.js';

/** How long held holders are given, in the mail, to finish what they must do. */
export const HELD_GRACE_DAYS = 30;

export interface PlanContext {
  db: Kysely<Database>;
  now: Date;
  actor: string;
  sale: SaleDefinition;
  publicUrl: string;
}

/** What the chain says at the freeze: the token's decimals and the head block. */
export interface ChainAtFreeze {
  chainId: number;
  tokenAddress: string;
  decimals: number;
  headBlock: bigint;
}

export interface FrozenPlan {
  holders: number;
  scheduled: number;
  held: number;
  heldByReason: Record<HeldReason, number>;
  totalTokens: string;
  scheduledTokens: string;
  checksum: string;
  duringSale: boolean;
}

export async function freezePlan(
  context: PlanContext,
  chain: ChainAtFreeze,
  options: { force: boolean },
): Promise<FrozenPlan> {
  const duringSale = isSaleOpen(context.sale, context.now);
  if (duringSale && !options.force) {
    throw conflict(
      `The sale is still running (it ends ${context.sale.saleEnd.toISOString()}): tokens may ` +
        'still be credited, so a plan frozen now would leave them out. Plan after the sale ends, ' +
        'or add --force to freeze the tokens credited so far.',
    );
  }
  return context.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const existing = await findPlan(trx);
      if (existing) {
        throw conflict(
          `A plan was already frozen at ${existing.frozen_at.toISOString()} by ` +
            `${existing.frozen_by}; there is one plan per sale. See distribution status.`,
        );
      }
      const holders = await ledgerHolders(trx);
      const sold = normaliseDecimal(await soldTokens(trx));
      const lines = holders.map((holder) => planLine(holder, chain.decimals));
      const total = formatDecimal(
        lines.reduce((sum, line) => addDecimals(sum, parseDecimal(line.total_tokens)), {
          units: 0n,
          scale: 0,
        }),
      );
      if (total !== sold) {
        throw conflict(
          `The credited orders add up to ${total} RENT but the sale's running total is ${sold} ` +
            'RENT: nothing was frozen. The ledger needs checking first.',
        );
      }
      const checksum = planChecksum(lines);
      const held = lines.filter((line) => line.held_reason !== null);
      await trx
        .insertInto('distribution_plans')
        .values({
          id: 1,
          frozen_at: context.now,
          frozen_by: context.actor,
          checksum,
          holders: lines.length,
          held: held.length,
          total_tokens: total,
          during_sale: duringSale,
          chain_id: chain.chainId,
          token_address: chain.tokenAddress,
          token_decimals: chain.decimals,
          from_block: chain.headBlock,
        })
        .execute();
      for (let start = 0; start < lines.length; start += 1000) {
        await trx
          .insertInto('distribution_lines')
          .values(
            lines.slice(start, start + 1000).map(({ email: _e, fullname: _f, ...line }) => line),
          )
          .execute();
      }
      const deadline = new Date(context.now.getTime() + HELD_GRACE_DAYS * 86_400_000);
      for (const line of held) {
        const mail = heldDistributionMail(
          line,
          { amount: line.total_tokens, reason: line.held_reason as HeldReason, deadline },
          context.publicUrl,
        );
        await enqueueMail(trx, mail, context.now);
      }
      const result: FrozenPlan = {
        holders: lines.length,
        scheduled: lines.length - held.length,
        held: held.length,
        heldByReason: countReasons(held.map((line) => line.held_reason as HeldReason)),
        totalTokens: total,
        scheduledTokens: sumTokens(lines.filter((line) => line.held_reason === null)),
        checksum,
        duringSale,
      };
      await recordDistributionStep(
        trx,
        { actor: context.actor, action: 'distribution.plan', checksum: checksum },
        {
          holders: result.holders,
          held: result.held,
          totalTokens: total,
          checksum,
          duringSale,
          chainId: chain.chainId,
          tokenAddress: chain.tokenAddress,
          decimals: chain.decimals,
        },
        context.now,
      );
      return result;
    });
}

function planLine(holder: LedgerHolder, decimals: number) {
  const parts = addDecimals(
    addDecimals(parseDecimal(holder.base_tokens), parseDecimal(holder.bonus_tokens)),
    parseDecimal(holder.referral_tokens),
  );
  const total = normaliseDecimal(holder.total_tokens);
  if (formatDecimal(parts) !== total) {
    throw conflict(
      `The credited orders of ${holder.email} do not add up (base + bonus + referral = ` +
        `${formatDecimal(parts)}, total ${total}): nothing was frozen.`,
    );
  }
  let units: bigint;
  try {
    units = toTokenUnits(total, decimals);
  } catch (error) {
    if (error instanceof TooFineAmountError) {
      throw conflict(`${holder.email}: ${error.message} Nothing was frozen.`);
    }
    throw error;
  }
  const heldReason = reasonToHold(holder);
  return {
    user_id: holder.user_id,
    email: holder.email,
    fullname: holder.fullname,
    wallet: holder.wallet,
    kyc_status: holder.kyc_status,
    base_tokens: normaliseDecimal(holder.base_tokens),
    bonus_tokens: normaliseDecimal(holder.bonus_tokens),
    referral_tokens: normaliseDecimal(holder.referral_tokens),
    total_tokens: total,
    units,
    status: heldReason ? ('held' as const) : ('scheduled' as const),
    held_reason: heldReason,
  };
}

function reasonToHold(holder: LedgerHolder): HeldReason | null {
  // Before the others: a wallet on hold is never paid, whatever else is settled (decision 0116).
  if (holder.wallet && holder.wallet_on_hold) return 'WALLET_ON_HOLD';
  if (holder.kyc_status !== 'VERIFIED') return 'KYC_NOT_VERIFIED';
  if (!holder.wallet) return 'NO_WALLET';
  return null;
}

function countReasons(reasons: HeldReason[]): Record<HeldReason, number> {
  const count = (reason: HeldReason) => reasons.filter((each) => each === reason).length;
  return {
    KYC_NOT_VERIFIED: count('KYC_NOT_VERIFIED'),
    NO_WALLET: count('NO_WALLET'),
    WALLET_ON_HOLD: count('WALLET_ON_HOLD'),
  };
}

function sumTokens(lines: readonly { total_tokens: string }[]): string {
  return formatDecimal(
    lines.reduce((sum, line) => addDecimals(sum, parseDecimal(line.total_tokens)), {
      units: 0n,
      scale: 0,
    }),
  );
}
