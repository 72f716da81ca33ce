// Payloads of the REST API (`data` of its `{status, message, data}` envelope) as the gateway
// consumes them. Codegen maps GraphQL types onto these, so each resolver receives the raw REST object.

export interface Envelope<T> {
  status: boolean;
  message: string;
  data: T | null;
  errors?: { message: string; field?: string }[];
}

export type SalePhaseStatusDto = 'UPCOMING' | 'RUNNING' | 'ENDED';

export interface SalePhaseDto {
  name: string;
  start: string;
  end: string;
  bonusPercent: number;
  status: SalePhaseStatusDto;
}

export interface SaleDto {
  tokenName: string;
  symbol: string;
  tokenStandard: string;
  price: string;
  currency: string;
  hardCap: string;
  softCap: string;
  totalSupply: string;
  saleEnd: string;
  phases: SalePhaseDto[];
  currentPhase: SalePhaseDto | null;
  isOpen: boolean;
  bankTransfer: BankTransferDto;
  serverTime: string;
}

export interface BankTransferDto {
  accountName: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  upiId: string | null;
  reference: string;
}

export interface RentSupplyDto {
  totalSold: string;
}

export type KycStatusDto = 'NOT_SUBMITTED' | 'SUBMITTED' | 'IN_REVIEW' | 'VERIFIED' | 'REJECTED';

export interface UserDto {
  _id: string;
  fullname: string;
  email: string;
  phone: string | null;
  dob: string | null;
  emailVerified: boolean;
  referralCode: string;
  tokenBalance: string;
  kycStatus: KycStatusDto;
  walletAddress: string | null;
  createdAt: string;
}

export interface KycDocumentDto {
  id: string;
  name: string;
  mediaType: string;
  sizeBytes: number;
}

export interface KycSubmissionDto {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  postalCode: string;
  submittedAt: string;
  documents: KycDocumentDto[];
}

export interface KycStatusResponseDto {
  status: KycStatusDto;
  walletAddress: string | null;
  aadhar: { rejectionReason: string | null };
  submission: KycSubmissionDto | null;
}

export interface SessionTokensDto {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
  user: UserDto;
}

export type OrderStatusDto = 'pending' | 'credited' | 'failed' | 'rejected' | 'refund_due';
export type PaymentMethodDto = 'paytm' | 'manual' | 'referral';

/** An order as `GET /order/history` and the order routes answer it. */
export interface OrderDto {
  _id: string;
  purchaseId: string;
  paytmOrderId: string | null;
  txnId: string | null;
  purchaseDate: string;
  /** Rupees with 2 decimals, e.g. "3000.00". */
  amountPaid: string;
  currency: 'INR';
  baseTokens: string;
  bonusTokens: string;
  totalTokens: string;
  bonusPercent: number;
  phaseName: string | null;
  paymentMethod: PaymentMethodDto;
  isReferral: boolean;
  status: OrderStatusDto;
  creditedAt: string | null;
  statusReason: string | null;
}

export interface OrderHistoryDto {
  orders: OrderDto[];
  count: number;
  page: number;
  limit: number;
}

/** `POST /order/create-order`: what the browser posts to the payment page, and the order. */
export interface PaymentInitDto {
  txnToken: string;
  paytmOrderId: string;
  mid: string;
  paymentPageUrl: string;
  order: OrderDto;
}

/** `POST /order/verify-payment`: how the payment ended, for the redirect to /payment-status. */
export interface PaymentOutcomeDto {
  status: 'success' | 'failure' | 'pending';
  purchaseId: string;
  paytmOrderId: string;
  amount: string;
  tokens: string;
  currency: 'INR';
}

export interface GraphDataDto {
  range: '7d' | '30d';
  labels: string[];
  data: string[];
}

/** What `createOnlineOrder` resolves from: the payment init and api's message. */
export interface OnlineOrderPayloadSource extends PaymentInitDto {
  message: string;
}

export interface ReferralPurchaseDto {
  _id: string;
  purchaseDate: string;
  totalTokens: string;
}

export interface ReferredUserDto {
  _id: string;
  fullname: string;
  email: string;
  createdAt: string;
  totalBonusTokens: string;
  purchaseCount: number;
  lastPurchaseDate: string | null;
  referralPurchases: ReferralPurchaseDto[];
}

/** `GET /referral/bonuses`. */
export interface ReferralBonusesDto {
  count: number;
  referredUsers: ReferredUserDto[];
  page: number;
  limit: number;
}
