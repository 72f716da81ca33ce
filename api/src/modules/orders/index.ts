// The orders module: online (Paytm) and manual purchases, their review, reports and the ledger
// that credits tokens under the hard cap.
export { exportDistributionList } from './distribution/distribution.service.js';
export { listHolders, type HolderRow } from './distribution/distribution.repository.js';
export type { DistributionExport } from './distribution/distribution.service.js';
export {
  creditHeldReferralBonuses,
  heldReferralBonusesOf,
} from './ledger/held-referral-bonuses.js';
export type { HeldBonusOutcome } from './ledger/held-referral-bonuses.js';
export { ordersPlugin } from './orders.plugin.js';
export {
  findOrderByPurchaseId,
  reservedTokens as heldTokens,
  soldTokens,
  sumCreditedTokensOfUser,
} from './orders.repository.js';
export { ORDER_STATUSES, PAYMENT_METHODS } from './orders.table.js';
export type { CreditCause, CreditReason } from './ledger/credit-audit.js';
export { CREDIT_ACTIONS, SYSTEM_ACTORS } from './ledger/credit-audit.js';
export type { OrderStatus, PaymentMethod } from './orders.table.js';
export { submitManualOrder } from './manual/manual-orders.service.js';
export { createOnlineOrder, settleOnlinePayment } from './online/online-orders.service.js';
export { createPaymentWorker } from './paytm/payment-worker.js';
export type { PaymentWorker } from './paytm/payment-worker.js';
export { createPaytmClient } from './paytm/paytm-client.js';
export type { PaytmClient } from './paytm/paytm-client.js';
export type { PaytmOrderStatus } from './paytm/paytm-client.js';
export {
  approveManualOrder,
  findOrder,
  listOrders,
  orderFileOf,
  readOrderProof,
  rejectManualOrder,
} from './review/order-review.service.js';
export type { DecisionResult } from './review/order-review.service.js';
export { refundOrder } from './review/order-refund.service.js';
export type { RefundResult } from './review/order-refund.service.js';
