// The mail module: the outbox every mail goes through, its worker, the team's view of mail it gave
// up, and the texts of the mails.
export { passwordResetDoneMail, signupAttemptMail } from './account-notices.js';
export { listFailedMail, resendAllFailedMail, resendFailedMail } from './failed-mail.service.js';
export type { MailOutboxRow } from './mail-outbox.table.js';
export { describeMailDestination, type MailDestination } from './mail-destination.js';
export { mailOfTransaction, type MailOfTransaction } from './mail-hand-off.js';
export { mailPlugin, type MailHandOff } from './mail.plugin.js';
export type { MailedOrder, MailedPaymentMethod } from './order-facts.js';
export {
  kycSubmittedMail,
  manualOrderReceivedMail,
  manualOrderRejectedMail,
  orderCreditedMail,
  onlinePaymentFailedMail,
  onlinePaymentPendingMail,
  referralBonusCreditedMail,
  referralBonusHeldMail,
  refundDueMail,
  refundMadeMail,
} from './order-mails.js';
export {
  enqueueMail,
  enqueueMails,
  outboxInsert,
  type OutgoingMail,
  type QueuedMail,
} from './outbox.repository.js';
export {
  forgotPasswordLink,
  heldAfterResetMail,
  holdDecidedMail,
  passwordChangedMail,
  walletAddedMail,
  walletChangedMail,
  maskedWallet,
  type HeldThings,
} from './security-mails.js';
export {
  firstNameOf,
  kycApprovedMail,
  kycRejectedMail,
  passwordResetMail,
  verificationMail,
  type Addressee,
  // Other modules' mails (the distribution's) are written in the product's layout too.
  letter,
} from './templates.js';
