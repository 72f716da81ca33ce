// An order as its mails state it, in the figures the site, the receipt and the statement show:
// every amount, token count, instant and percentage is written by @rent/sale-rules' presentation
// (decision 0119), from decimal text end to end, so no paisa or token fraction is lost to a float.
import { formatInrFromPaise, formatIstDateTime, formatPercent, formatRent } from '@rent/sale-rules';

export type MailedPaymentMethod = 'paytm' | 'manual' | 'referral';

/** An order as its mails name it. */
export interface MailedOrder {
  purchaseId: string;
  /** When the order was placed. */
  placedAt: Date;
  method: MailedPaymentMethod;
  /** What was paid, in paise. */
  amountPaise: bigint | string;
  baseTokens: string;
  bonusTokens: string;
  totalTokens: string;
  bonusPercent: number;
  phaseName: string | null;
  /** A bank transfer's reference code (decision 0088), which the investor's bank statement shows. */
  bankReference?: string | null;
}

export type Fact = readonly [label: string, value: string];

const METHOD_NAMES: Record<MailedPaymentMethod, string> = {
  paytm: 'Online payment (Paytm)',
  manual: 'Bank transfer',
  referral: 'Referral bonus',
};

export function methodText(method: MailedPaymentMethod): string {
  return METHOD_NAMES[method];
}

/** What was paid, as every order mail's lead names it: "₹3,000.00 (order RENT-…)". */
export function paymentText(order: MailedOrder): string {
  return `${formatInrFromPaise(order.amountPaise)} (order ${order.purchaseId})`;
}

/** A referral bonus as its mails describe it: "0.5 RENT (25% of their 2 RENT)". */
export function referralBonusText(bonus: MailedOrder): string {
  return (
    `${formatRent(bonus.totalTokens)} (${formatPercent(bonus.bonusPercent)} of their ` +
    `${formatRent(bonus.baseTokens)})`
  );
}

/** The figures every order mail lists, in this order. */
export function orderFacts(order: MailedOrder): Fact[] {
  const head: Fact[] = [
    ['Order', order.purchaseId],
    ['Date', formatIstDateTime(order.placedAt)],
    ['Method', methodText(order.method)],
    ...(order.bankReference ? [['Bank reference', order.bankReference] as const] : []),
  ];
  const phase: Fact[] = order.phaseName ? [['Phase', order.phaseName]] : [];
  if (order.method === 'referral') {
    // A bonus order keeps the referred purchase's base tokens; the bonus is its total.
    return [
      ...head,
      ['Base tokens of the referred purchase', formatRent(order.baseTokens)],
      ['Bonus', `${formatPercent(order.bonusPercent)} = ${formatRent(order.totalTokens)}`],
      ['Total tokens', formatRent(order.totalTokens)],
      ['Amount', 'No payment (referral bonus)'],
      ...phase,
    ];
  }
  return [
    ...head,
    ['Base tokens', formatRent(order.baseTokens)],
    ['Bonus tokens', `${formatRent(order.bonusTokens)} (${formatPercent(order.bonusPercent)})`],
    ['Total tokens', formatRent(order.totalTokens)],
    ['Amount', formatInrFromPaise(order.amountPaise)],
    ...phase,
  ];
}
