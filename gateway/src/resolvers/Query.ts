import type { QueryResolvers } from '../generated/graphql.js';
import type { RentSupplyDto, SaleDto } from '../api-client/types.js';

export const Query: QueryResolvers = {
  sale: (_parent, _args, { api }) => api.get<SaleDto>('/api/v1/sale'),
  rentSupply: (_parent, _args, { api }) => api.get<RentSupplyDto>('/api/v1/rent/supply'),
  exchangeRates: (_parent, _args, { rates }) => rates.current(),
};
