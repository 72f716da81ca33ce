// What the orders routes say. SPEC.md §5 and §8 texts are verbatim; the rest follows their tone.
import { formatPrice, UPLOAD_MESSAGES } from '@rent/sale-rules';

export const ORDER_MESSAGES = {
  paymentInitiated: 'Payment initiated',
  manualSubmitted: "Manual order submitted! You'll be notified once verified.",
  bankReference: 'Bank transfer reference',
  history: 'Order history',
  totals: 'Order totals',
  order: 'Order details',
  graphData: 'Graph data',
  paymentVerified: 'Payment verified',

  amountRequired: 'Enter the amount to pay.',
  amountNotNumber: 'Please enter a valid number.',
  amountNegative: 'Amount cannot be negative.',
  minimumOneToken: 'Minimum 1 RENT token required.',
  wholeTokens: (price: string) =>
    `RENT tokens must be whole numbers (1, 2, 3, etc.): the amount must be a multiple of ${formatPrice(price)}.`,
  amountTooLarge: 'The amount is larger than a single order can be.',
  manualMinimum: 'Invalid amount (min ₹1000).',
  manualCurrency: 'Manual payment only supports INR.',
  proofRequired: 'Upload payment proof.',
  proofType: 'Payment proof must be a JPEG, PNG or WebP image or a PDF.',
  proofActiveContent:
    'Payment proof PDFs with scripts, actions or attached files are not accepted. Upload a scan or photo instead.',
  proofUnreadable: 'The payment proof could not be read. Upload a clear image or PDF.',
  proofEmpty: 'The payment proof file is empty.',
  proofTooLarge: UPLOAD_MESSAGES.proofTooLarge,
  tooManyProofs: 'Upload one payment proof file.',
  notMultipart: 'Send the manual order as multipart/form-data.',
  unexpectedField: (name: string) => `Unexpected field "${name}".`,
  manualFormMalformed: 'The manual order form could not be read.',
  manualFormTooManyFields: 'The manual order form has too many fields.',
  repeatedField: 'This field was sent more than once.',

  emailNotVerified: 'Verify your email address before buying tokens.',
  kycRequired: 'Complete KYC verification before buying tokens.',
  saleNotStarted: 'The pre-sale has not started yet.',
  saleEnded: 'The pre-sale has ended.',
  soldOut: 'The pre-sale is sold out.',
  tokensLeft: (left: string, wholeTokens: bigint) =>
    `Only ${left} RENT left in the pre-sale (bonus included): ` +
    (wholeTokens === 0n
      ? 'not enough for one whole token with its bonus.'
      : `you can still buy ${wholeTokens} whole ${wholeTokens === 1n ? 'token' : 'tokens'}.`),
  largestOrder: (largest: string) => `The largest order is ${largest} RENT.`,
  tooManyPending: (open: number) =>
    `You already have ${open} ${open === 1 ? 'order' : 'orders'} awaiting payment or review. ` +
    'Place a new order once one of them is settled.',
  pendingTokensLimit: (limit: string, held: string) =>
    `Orders awaiting payment or review may hold at most ${limit} RENT per investor (bonus ` +
    `included); yours hold ${held} RENT.`,
  paytmUnavailable: 'The payment gateway is not available right now. Please try again later.',
  paytmRefused: 'The payment gateway refused the payment. Please try again.',

  verificationFailed: 'Payment verification failed.',
  unknownOrder: 'Order not found.',
  refundDue:
    'The pre-sale sold out before this payment was confirmed. Nothing was credited; the amount will be refunded.',
  refundDueHoldEnded:
    'This transfer was reviewed after its reservation ended, and the pre-sale had no room left for it. Nothing was credited; the amount will be refunded.',
  paymentFailed: 'The payment failed.',
  paymentExpired: 'The payment was not completed in time.',
  orderCancelled: 'You cancelled this order before paying for it.',
  orderCancelledMessage: 'Order cancelled. Nothing was charged.',
  cancelPaidInstead: 'This order was already paid: it is credited, not cancelled.',
  paymentResumed: 'Payment restarted',
  alreadyPaid: 'This order was already paid: it is credited. See your transactions.',
  notAwaitingPayment: 'This order is no longer awaiting an online payment.',
  paymentInProgress:
    'Your bank is still confirming a payment for this order. Wait for its outcome before paying again or cancelling.',
  tooManyAttempts: (most: number) =>
    `This order has been tried ${most} times. Cancel it and place a new order.`,
  referralBonusNoRoom:
    'This referral bonus was held until your KYC was approved, and the hold ended before that; the pre-sale had no room left for it. Nothing was credited.',
} as const;
