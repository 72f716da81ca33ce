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
  type MailOfTransaction,
  type OutgoingMail,
} from '../mail/index.js';
import type { CreditDecision } from './ledger/order-ledger.js';
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

/** The columns of an order its mails read. */
type MailedOrderRow = Pick<
  OrderRow,
  | 'purchase_id'
  | 'purchase_date'
  | 'payment_method'
  | 'amount_paid_paise'
  | 'base_tokens'
  | 'bonus_tokens'
  | 'total_tokens'
  | 'bonus_percent'
  | 'phase_name'
  | 'bank_reference'
>;

export function mailedOrder(order: MailedOrderRow): MailedOrder {
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

/**
 * The mails of a credit, for creditOrder to queue with its writes: the buyer's confirmation and the
 * referrer's bonus, or a refund due. The addressees were read with the order's lock, so the mails
 * cost no statement of their own.
 */
export function creditMails(context: MailContext): (decision: CreditDecision) => OutgoingMail[] {
  return (decision) => {
    const { order, buyer } = decision;
    const transactions = `${context.publicUrl}/transactions`;
    if (decision.outcome === 'refund_due') {
      return [refundDueMail(buyer, mailedOrder(order), order.status_reason ?? '', transactions)];
    }
    const { referralBonus, referrer } = decision;
    const mails = [orderCreditedMail(buyer, mailedOrder(order), transactions)];
    if (referralBonus) {
      if (!referrer) throw new Error(`referral bonus ${referralBonus.purchase_id} has no referrer`);
      mails.push(referralBonusMail(context, referralBonus, referrer, buyer));
    }
    return mails;
  };
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
  bonus: MailedOrderRow & Pick<OrderRow, 'status' | 'hold_until'>,
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

/**
 * Queues the investor's mail about `event` of `order` (as it stands after the change), through
 * `mail` when the transaction's process sends it itself.
 */
export async function mailOrderEvent(
  trx: Kysely<Database>,
  context: MailContext,
  order: OrderRow,
  event: OrderEvent,
  mail?: MailOfTransaction,
): Promise<void> {
  const investor = await ownerOf(trx, order);
  const queued = eventMail(investor, order, event, context.publicUrl);
  await enqueueMails(trx, mail ? mail.queue([queued]) : [queued], context.now);
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
