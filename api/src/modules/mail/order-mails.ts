// The mails about an investor's money: each names the order and lists its figures (order id, date,
// method, base, bonus and total tokens, amount), so that the mail alone is a record the investor
// can keep. Only figures and fixed texts go into subjects; names only into the greeting and, for a
// referral bonus, the referred investor's first name in the body.
import { formatRent } from '@rent/sale-rules';
import {
  orderFacts,
  paymentText,
  referralBonusText,
  type Fact,
  type MailedOrder,
} from './order-facts.js';
import type { OutgoingMail } from './outbox.repository.js';
import { letter, type Addressee, type LetterParts } from './templates.js';

type OrderLetterParts = Omit<LetterParts, 'facts' | 'action'> & {
  /** The button's words; most order mails lead to the transactions page. */
  action?: string;
  /** Listed after the order's own figures. */
  moreFacts?: readonly Fact[];
};

/** A letter about one order: its figures listed under the lead. */
function orderLetter(to: Addressee, order: MailedOrder, parts: OrderLetterParts): OutgoingMail {
  const { action = 'See my transactions', moreFacts = [], ...rest } = parts;
  return letter(to, { ...rest, action, facts: [...orderFacts(order), ...moreFacts] });
}

/** "3.75 RENT, bonus included": what an order credits. */
const creditedTokens = (order: MailedOrder) => `${formatRent(order.totalTokens)}, bonus included`;

const WALLET_NOTE =
  'Tokens are sent to the BEP20 wallet registered in your profile after the pre-sale ends.';

/** The buyer's confirmation that an order is credited: Paytm confirmed it, or the team verified the transfer. */
export function orderCreditedMail(to: Addressee, order: MailedOrder, link: string): OutgoingMail {
  const confirmed =
    order.method === 'manual'
      ? 'The team has verified your bank transfer of'
      : 'Paytm confirmed your online payment of';
  return orderLetter(to, order, {
    subject: `Your RENT purchase ${order.purchaseId} is confirmed`,
    lead:
      `${confirmed} ${paymentText(order)}. ${creditedTokens(order)} are now credited to your ` +
      'account.',
    link,
    note: WALLET_NOTE,
  });
}

export function onlinePaymentFailedMail(
  to: Addressee,
  order: MailedOrder,
  link: string,
): OutgoingMail {
  return orderLetter(to, order, {
    subject: `Your RENT payment ${order.purchaseId} did not go through`,
    lead:
      `Paytm reported that your online payment of ${paymentText(order)} did not go ` +
      'through. No tokens were credited and the amount was not charged for this order.',
    action: 'Try again',
    link,
    note:
      'If your bank shows a debit for this payment, it is returned to you by your bank. Keep ' +
      'your order number for any question.',
  });
}

export function onlinePaymentPendingMail(
  to: Addressee,
  order: MailedOrder,
  link: string,
): OutgoingMail {
  return orderLetter(to, order, {
    subject: `Your RENT payment ${order.purchaseId} is still being confirmed`,
    lead:
      `Your online payment of ${paymentText(order)} is still pending at Paytm: your bank has ` +
      'not confirmed it yet. No tokens are credited until ' +
      'it does. We keep checking, and e-mail you as soon as it is credited or fails.',
    link,
    note: 'Please do not pay again for these tokens while this payment is pending.',
  });
}

export function manualOrderReceivedMail(
  to: Addressee,
  order: MailedOrder,
  link: string,
): OutgoingMail {
  return orderLetter(to, order, {
    subject: `Your RENT manual payment ${order.purchaseId} is received`,
    lead:
      `We received your proof of a bank transfer of ${paymentText(order)}. The team reviews ` +
      `manual payments within 6 hours; ${creditedTokens(order)} are credited once your ` +
      'transfer is verified.',
    link,
    note: 'You receive another e-mail when the team has verified your transfer.',
  });
}

export function manualOrderRejectedMail(
  to: Addressee,
  order: MailedOrder,
  reason: string,
  link: string,
): OutgoingMail {
  return orderLetter(to, order, {
    subject: `Your RENT manual payment ${order.purchaseId} was not accepted`,
    lead: `The team could not verify your bank transfer of ${paymentText(order)}, so no tokens were credited. Reason: ${reason}`,
    link,
    note:
      'If you did make this transfer, contact the team with your order number. You can also ' +
      'submit a new manual payment with a clearer proof.',
  });
}

/** A payment received that cannot be credited: `reason` says why (the sale sold out, a wrong amount). */
export function refundDueMail(
  to: Addressee,
  order: MailedOrder,
  reason: string,
  link: string,
): OutgoingMail {
  return orderLetter(to, order, {
    subject: `Your RENT payment ${order.purchaseId} will be refunded`,
    lead: `We received your payment of ${paymentText(order)}. ${reason}`,
    link,
    note:
      'No tokens were credited for this order. Keep your order number for any question about ' +
      'the refund.',
  });
}

/** The team refunded a payment that could not be credited; `reference` is the bank's or Paytm's. */
export function refundMadeMail(
  to: Addressee,
  order: MailedOrder,
  reference: string,
  link: string,
): OutgoingMail {
  return orderLetter(to, order, {
    subject: `Your RENT payment ${order.purchaseId} was refunded`,
    lead: `We refunded your payment of ${paymentText(order)} to the account it came from. The refund's reference is ${reference}.`,
    moreFacts: [['Refund reference', reference]],
    link,
    note:
      'No tokens were credited for this order. If the refund does not appear in your account, ' +
      'give your bank the refund reference above.',
  });
}

/**
 * For a referrer: the bonus earned on a referred investor's purchase. `refereeFirstName` is
 * undefined when their stored name is not a plain person's name; the mail then does not name them.
 */
export function referralBonusCreditedMail(
  to: Addressee,
  bonus: MailedOrder,
  refereeFirstName: string | undefined,
  link: string,
): OutgoingMail {
  return orderLetter(to, bonus, {
    subject: `Your RENT referral bonus ${bonus.purchaseId} is credited`,
    lead:
      `${refereeFirstName ?? 'An investor you referred'} bought RENT tokens with your referral ` +
      `code. Your referral bonus of ${referralBonusText(bonus)} is now credited to your ` +
      'account, at no cost to you.',
    action: 'See my referrals',
    link,
    note: WALLET_NOTE,
  });
}

/**
 * A referral bonus held for a referrer whose KYC is not yet approved (decision 0108): what to do,
 * and by when (`holdUntil`, as the site writes instants).
 */
export function referralBonusHeldMail(
  to: Addressee,
  bonus: MailedOrder,
  refereeFirstName: string | undefined,
  holdUntil: string,
  link: string,
): OutgoingMail {
  return orderLetter(to, bonus, {
    subject: `Your RENT referral bonus ${bonus.purchaseId} is waiting for your KYC`,
    lead:
      `${refereeFirstName ?? 'An investor you referred'} bought RENT tokens with your referral ` +
      `code, earning you a referral bonus of ${referralBonusText(bonus)}. Bonuses are ` +
      'credited only to investors whose identity is verified: complete your KYC and have it approved by ' +
      `${holdUntil} and the bonus is credited to your account.`,
    action: 'Complete my KYC',
    link,
    moreFacts: [['Held until', holdUntil]],
    note:
      'Until then the bonus is set aside for you. After that date it is credited only if the ' +
      'pre-sale still has room for it.',
  });
}

export function kycSubmittedMail(to: Addressee, link: string): OutgoingMail {
  return letter(to, {
    subject: 'Your RENT identity verification was received',
    lead:
      'We received your identity verification (KYC) for the Real Estate Network Token (RENT) ' +
      'pre-sale. The team reviews it and e-mails you when it is approved or needs another look.',
    action: 'See my KYC status',
    link,
    note: 'If you did not submit it, reset your password and contact the RENT pre-sale team.',
  });
}
