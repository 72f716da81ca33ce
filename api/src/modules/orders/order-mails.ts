// Which mail each change of an order sends, queued in the transaction that makes the change: the
// mail goes out exactly when the change is committed, once, whatever happens to SMTP meanwhile. A
// change that did not happen (a replayed callback, a second worker, an order already settled)
// queues nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUserById, type UserRow } from '../users/index.js';
import {
  enqueueMail,
  enqueueMails,
  firstNameOf,
  manualOrderReceivedMail,
  manualOrderRejectedMail,
  onlinePaymentFailedMail,
  orderCreditedMail,
  onlinePaymentPendingMail,
  referralBonusCreditedMail,
  referralBonusHeldMail,
  refundDueMail,
  refundMadeMail,
  type Addressee,
  type MailedOrder,
  type OutgoingMail,
} from '../mail/index.js';
import type { CreditOutcome } from './ledger/order-ledger.js';
import type { OrderRow } from './orders.table.js';
import type { RequestContext } from '../../plugins/context.js';
import { formatIstDateTime } from '@rent/sale-rules';

type MailContext = Pick<RequestContext, 'now' | 'publicUrl'>;

/**
 * The moments of an order an investor is told about, besides its credit. A rejection's and a
 * refund due's reason, and a refund's reference, are read from the order as it stands.
 */
export type OrderEvent =
  'received' | 'still-pending' | 'failed' | 'refund-due' | 'rejected' | 'refunded';

export function mailedOrder(order: OrderRow): MailedOrder {
  return {
    purchaseId: order.purchase_id,
    placedAt: order.purchase_date,
    method: order.payment_method,
    amountPaise: order.amount_paid_paise,
    baseTokens: order.base_tokens,
    bonusTokens: order.bonus_tokens,
    totalTokens: order.total_tokens,
    bonusPercent: order.bonus_percent,
    phaseName: order.phase_name,
    bankReference: order.bank_reference,
  };
}

/** Queues the mails of a credit: the buyer's confirmation and the referrer's bonus, or a refund. */
export async function mailCredit(
  trx: Kysely<Database>,
  context: MailContext,
  credit: CreditOutcome,
): Promise<void> {
  if (credit.outcome === 'unchanged' || credit.outcome === 'no_room') return;
  if (credit.outcome === 'refund_due') {
    await mailOrderEvent(trx, context, credit.order, 'refund-due');
    return;
  }
  // The addressees were read with the order's lock: the mails cost one statement, not three.
  const { order, referralBonus, buyer, referrer } = credit;
  const mails = [orderCreditedMail(buyer, mailedOrder(order), `${context.publicUrl}/transactions`)];
  if (referralBonus) {
    if (!referrer) throw new Error(`referral bonus ${referralBonus.purchase_id} has no referrer`);
    mails.push(referralBonusMail(context, referralBonus, referrer, buyer));
  }
  await enqueueMails(trx, mails, context.now);
}

/**
 * The referrer's mail about the bonus `purchaser`'s purchase earned: credited, or held until their
 * KYC is approved (decision 0108).
 */
export async function mailReferralBonus(
  trx: Kysely<Database>,
  context: MailContext,
  bonus: OrderRow,
  purchaser: Pick<UserRow, 'fullname'>,
): Promise<void> {
  const referrer = await ownerOf(trx, bonus);
  await enqueueMail(trx, referralBonusMail(context, bonus, referrer, purchaser), context.now);
}

function referralBonusMail(
  context: MailContext,
  bonus: OrderRow,
  referrer: Addressee,
  purchaser: Pick<Addressee, 'fullname'>,
): OutgoingMail {
  const refereeName = firstNameOf(purchaser.fullname);
  return bonus.status === 'pending' && bonus.hold_until !== null
    ? referralBonusHeldMail(
        referrer,
        mailedOrder(bonus),
        refereeName,
        formatIstDateTime(bonus.hold_until),
        `${context.publicUrl}/kyc`,
      )
    : referralBonusCreditedMail(
        referrer,
        mailedOrder(bonus),
        refereeName,
        `${context.publicUrl}/referral`,
      );
}

/** Queues the investor's mail about `event` of `order` (as it stands after the change). */
export async function mailOrderEvent(
  trx: Kysely<Database>,
  context: MailContext,
  order: OrderRow,
  event: OrderEvent,
): Promise<void> {
  const investor = await ownerOf(trx, order);
  await enqueueMail(trx, eventMail(investor, order, event, context.publicUrl), context.now);
}

function eventMail(
  investor: UserRow,
  order: OrderRow,
  event: OrderEvent,
  publicUrl: string,
): OutgoingMail {
  const mailed = mailedOrder(order);
  const transactions = `${publicUrl}/transactions`;
  switch (event) {
    case 'received':
      return manualOrderReceivedMail(investor, mailed, transactions);
    case 'still-pending':
      return onlinePaymentPendingMail(investor, mailed, transactions);
    case 'failed':
      return onlinePaymentFailedMail(investor, mailed, `${publicUrl}/buy-token`);
    case 'refund-due':
      return refundDueMail(investor, mailed, order.status_reason ?? '', transactions);
    case 'rejected':
      return manualOrderRejectedMail(investor, mailed, order.status_reason ?? '', transactions);
    case 'refunded':
      return refundMadeMail(investor, mailed, order.refund_reference ?? '', transactions);
  }
}

async function ownerOf(db: Kysely<Database>, order: OrderRow): Promise<UserRow> {
  const owner = await findUserById(db, order.user_id);
  if (!owner) throw new Error(`order ${order.purchase_id} belongs to no investor`);
  return owner;
}
