// The orders module: online (Paytm) and manual purchases, their review, reports and the ledger
// that credits tokens under the hard cap.
export {
  exportDistributionList,
  type DistributionExport,
} from './distribution/distribution.service.js';
export { listHolders, type HolderRow } from './distribution/distribution.repository.js';
export {
  creditHeldReferralBonuses,
  heldReferralBonusesOf,
  type HeldBonusOutcome,
} from './ledger/held-referral-bonuses.js';
export { ordersPlugin } from './orders.plugin.js';
export {
  findOrderByPurchaseId,
  reservedTokens as heldTokens,
  soldTokens,
  sumCreditedTokensOfUser,
} from './orders.repository.js';
export {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from './orders.table.js';
export {
  type CreditCause,
  type CreditReason,
  CREDIT_ACTIONS,
  SYSTEM_ACTORS,
} from './ledger/credit-audit.js';
export { submitManualOrder } from './manual/manual-orders.service.js';
export { createOnlineOrder, settleOnlinePayment } from './online/online-orders.service.js';
export { createPaymentWorker, type PaymentWorker } from './paytm/payment-worker.js';
export {
  createPaytmClient,
  type PaytmClient,
  type PaytmOrderStatus,
} from './paytm/paytm-client.js';
export {
  approveManualOrder,
  findOrder,
  listOrders,
  orderFileOf,
  readOrderProof,
  rejectManualOrder,
  type DecisionResult,
} from './review/order-review.service.js';
export { refundOrder, type RefundResult } from './review/order-refund.service.js';
