// Names for the REST payloads that GraphQL types map onto (codegen `mappers`), so each resolver
// receives the raw REST object. All of them are the generated contract's own types.
import type { OperationData } from './operations.js';

export type SaleDto = OperationData<'getSale'>;
export type SalePhaseDto = SaleDto['phases'][number];
export type TokenDto = SaleDto['token'];
export type DistributionDto = OperationData<'getOwnDistribution'>;
export type RentSupplyDto = OperationData<'getRentSupply'>;
export type UserDto = OperationData<'getCurrentUser'>['user'];
export type KycStatusResponseDto = OperationData<'getKycStatus'>;
export type SessionTokensDto = OperationData<'createSessionToken'>;
export type OrderDto = OperationData<'getOrder'>['order'];
export type OrderHistoryDto = OperationData<'getOrderHistory'>;
export type GraphDataDto = OperationData<'getSalesGraph'>;
export type ReferralBonusesDto = OperationData<'getReferralBonuses'>;
export type ReferredUserDto = ReferralBonusesDto['referredUsers'][number];
export type ReferralPurchaseDto = ReferredUserDto['referralPurchases'][number];

/** What `createOnlineOrder` resolves from: the payment init and api's message. */
export type OnlineOrderPayloadSource = OperationData<'createOnlineOrder'> & { message: string };
