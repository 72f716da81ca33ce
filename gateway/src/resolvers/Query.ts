import type { QueryResolvers } from '../generated/graphql.js';
import type {
  GraphDataDto,
  KycStatusResponseDto,
  OrderHistoryDto,
  ReferralBonusesDto,
  RentSupplyDto,
  SaleDto,
  UserDto,
} from '../api-client/types.js';
import { isUnauthenticated } from '../errors.js';
import { referralBonusesPath } from './referral-query.js';

export const Query: QueryResolvers = {
  sale: (_parent, _args, { api }) => api.get<SaleDto>('/api/v1/sale'),
  rentSupply: (_parent, _args, { api }) => api.get<RentSupplyDto>('/api/v1/rent/supply'),
  exchangeRates: (_parent, _args, { rates }) => rates.current(),
  kyc: (_parent, _args, { api }) => api.get<KycStatusResponseDto>('/api/v1/kyc/status'),
  orders: (_parent, { page, limit }, { api }) =>
    api.get<OrderHistoryDto>(`/api/v1/order/history?page=${page}&limit=${limit}`),
  salesGraph: (_parent, { range }, { api }) =>
    api.get<GraphDataDto>(
      `/api/v1/order/graph-data?range=${range === 'LAST_30_DAYS' ? '30d' : '7d'}`,
    ),
  referrals: (_parent, args, { api }) => api.get<ReferralBonusesDto>(referralBonusesPath(args)),
  // A visitor is not an error: no valid session means no current user.
  me: async (_parent, _args, { api }) => {
    try {
      return (await api.get<{ user: UserDto }>('/api/v1/user')).user;
    } catch (error) {
      if (isUnauthenticated(error)) return null;
      throw error;
    }
  },
};
