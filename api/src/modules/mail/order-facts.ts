// An order as its mails state it, in the figures the site shows: rupees with Indian grouping
// ("₹3,000.00"), tokens without trailing zeros ("3.75 RENT") and instants in India Standard Time.
// Amounts stay decimal text from end to end, so no paisa or token fraction is lost to a float.
import { formatRupees, normaliseDecimal } from '@rent/sale-rules';

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

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const tokenFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 20 });
const istFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** Paise as the site prints rupees: 500000n → "₹5,000.00". */
export function rupeesText(paise: bigint | string): string {
  return rupeeFormat.format(formatRupees(paise) as Intl.StringNumericLiteral);
}

/** Tokens as the site prints them: "1250.50" → "1,250.5 RENT". */
export function tokensText(tokens: string): string {
  return `${tokenFormat.format(normaliseDecimal(tokens) as Intl.StringNumericLiteral)} RENT`;
}

/** An instant on India's clock: "15 Jul 2025, 3:30 pm IST". */
export function istText(instant: Date): string {
  return `${istFormat.format(instant)} IST`;
}

export function methodText(method: MailedPaymentMethod): string {
  return METHOD_NAMES[method];
}

/** The figures every order mail lists, in this order. */
export function orderFacts(order: MailedOrder): Fact[] {
  const head: Fact[] = [
    ['Order', order.purchaseId],
    ['Date', istText(order.placedAt)],
    ['Method', methodText(order.method)],
    ...(order.bankReference ? [['Bank reference', order.bankReference] as const] : []),
  ];
  const phase: Fact[] = order.phaseName ? [['Phase', order.phaseName]] : [];
  if (order.method === 'referral') {
    // A bonus order keeps the referred purchase's base tokens; the bonus is its total.
    return [
      ...head,
      ['Base tokens of the referred purchase', tokensText(order.baseTokens)],
      ['Bonus', `${order.bonusPercent} % = ${tokensText(order.totalTokens)}`],
      ['Total tokens', tokensText(order.totalTokens)],
      ['Amount', 'No payment (referral bonus)'],
      ...phase,
    ];
  }
  return [
    ...head,
    ['Base tokens', tokensText(order.baseTokens)],
    ['Bonus tokens', `${tokensText(order.bonusTokens)} (${order.bonusPercent} %)`],
    ['Total tokens', tokensText(order.totalTokens)],
    ['Amount', rupeesText(order.amountPaise)],
    ...phase,
  ];
}
