// Manual bank transfers (DESIGN.md §4): INR only, at least ₹1000 of whole tokens, with a proof of
// payment. The order is priced and reserved under the hard cap at the instant it is submitted, so
// its phase and bonus are those of that instant whenever the team approves it; it stays pending
// until then, holding its tokens for the sale's manual hold time only (decision 0014). The investor
// is mailed that it was received. A refused submission leaves no row, no stored proof and no mail.
import type { SaleDefinition } from '../../sale/index.js';
import { AppError, invalidFields, type ErrorDetail } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import type { DocumentStorage, ReceivedDocument } from '../../documents/index.js';
import { PROOF_FIELD, type ReceivedManualOrder } from './manual-order-upload.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import { mailOrderEvent } from '../order-mails.js';
import { insertOrder } from '../orders.repository.js';
import { takeBankReference } from './bank-references.repository.js';
import { orderView, type OrderView } from '../orders.view.js';
import {
  readBuyer,
  requireBuyer,
  requireOpenSale,
  requireOrderSize,
  reservePendingOrder,
  wholeTokensFromAmount,
  type Buyer,
} from '../purchase-rules.js';
import type { RequestContext } from '../../../plugins/context.js';

/** SPEC.md §5: a manual payment is at least ₹1000. */
const MANUAL_MINIMUM_PAISE = 100_000n;

type ManualOrderContext = Pick<RequestContext, 'db' | 'now' | 'sale' | 'publicUrl'> & {
  storage: DocumentStorage;
};

interface CheckedManualOrder {
  baseTokens: bigint;
  proof: ReceivedDocument & { mediaType: NonNullable<ReceivedDocument['mediaType']> };
}

/** Refuses, before the upload is read, an investor who may not buy now. */
export function refuseUnlessBuyer(context: ManualOrderContext, account: Buyer) {
  requireOpenSale(context.sale, context.now);
  requireBuyer(account);
}

export async function submitManualOrder(
  context: ManualOrderContext,
  userId: string,
  upload: ReceivedManualOrder,
): Promise<OrderView> {
  const { db, sale, now, storage } = context;
  const { baseTokens, proof } = checkManualOrder(sale, upload);
  requireOrderSize(sale, baseTokens);

  // Stored before the transaction, so that the running total's lock is never held while a file is
  // written (possibly to S3); removed again if the order is not recorded.
  const key = await storage.store(proof);
  try {
    const order = await db.transaction().execute(async (trx) => {
      const inserted = await insertOrder(trx, {
        // Read again: the upload took a while, and the team may have acted on the account since.
        ...(await reservePendingOrder(
          trx,
          sale,
          baseTokens,
          now,
          await readBuyer(trx, userId),
          'manual',
        )),
        proof_storage_key: key,
        proof_name: proof.originalName,
        proof_media_type: proof.mediaType,
        proof_size_bytes: proof.sizeBytes,
        proof_sha256: proof.sha256,
        bank_reference: await takeBankReference(trx, userId),
      });
      await recordAudit(
        trx,
        {
          actor: userId,
          action: 'order.manual.submit',
          subject: { type: 'order', id: inserted.id },
          before: null,
          after: {
            purchaseId: inserted.purchase_id,
            status: inserted.status,
            amountPaise: inserted.amount_paid_paise,
            totalTokens: inserted.total_tokens,
            bonusPercent: inserted.bonus_percent,
            proofSha256: proof.sha256,
            bankReference: inserted.bank_reference,
          },
        },
        now,
      );
      await mailOrderEvent(trx, context, inserted, 'received');
      return inserted;
    });
    return orderView(order);
  } catch (error) {
    await Promise.allSettled([storage.remove(key)]);
    throw error;
  }
}

/** Every problem of the form at once, one per field; the tokens and the proof when there is none. */
function checkManualOrder(sale: SaleDefinition, upload: ReceivedManualOrder): CheckedManualOrder {
  const problems: ErrorDetail[] = [];
  const currency = upload.fields.currency?.trim() ?? '';
  if (currency !== '' && currency.toUpperCase() !== 'INR') {
    problems.push({ field: 'currency', message: ORDER_MESSAGES.manualCurrency });
  }

  let baseTokens = 0n;
  try {
    baseTokens = wholeTokensFromAmount(sale, upload.fields.amount, {
      minimumPaise: MANUAL_MINIMUM_PAISE,
      belowMinimum: ORDER_MESSAGES.manualMinimum,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    problems.push(...error.errors);
  }

  const [proof] = upload.files;
  const emptyProof = upload.problems.some(({ field }) => field === PROOF_FIELD);
  if (!proof && !emptyProof) {
    problems.push({ field: PROOF_FIELD, message: ORDER_MESSAGES.proofRequired });
  }
  problems.push(...upload.problems);

  if (problems.length > 0 || !proof?.mediaType) throw invalidFields(problems);
  return { baseTokens, proof: { ...proof, mediaType: proof.mediaType } };
}
