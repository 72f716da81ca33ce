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
