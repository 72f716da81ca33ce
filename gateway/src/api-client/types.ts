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
  serverTime: string;
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
