import type { QueryResolvers } from '../generated/graphql.js';
import { isNotFound, isUnauthenticated } from '../errors.js';
import { referralBonusesQuery } from './referral-query.js';

export const Query: QueryResolvers = {
  sale: async (_parent, _args, { figures }) => (await figures.getSale()).data,
  rentSupply: async (_parent, _args, { figures }) => (await figures.getRentSupply()).data,
  exchangeRates: (_parent, _args, { rates }) => rates.current(),
  kyc: async (_parent, _args, { api }) => (await api.getKycStatus()).data,
  orders: async (_parent, { page, limit }, { api }) =>
    (await api.getOrderHistory({ query: { page, limit } })).data,
  // api answers 404 alike for another investor's order and an unknown one: both are "no order".
  order: async (_parent, { purchaseId }, { api }) => {
    try {
      return (await api.getOrder({ params: { purchaseId } })).data.order;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  },
  salesGraph: async (_parent, { range }, { figures }) =>
    (await figures.getSalesGraph({ query: { range: range === 'LAST_30_DAYS' ? '30d' : '7d' } }))
      .data,
  referrals: async (_parent, args, { api }) =>
    (await api.getReferralBonuses({ query: referralBonusesQuery(args) })).data,
  // A visitor is not an error: no valid session means no current user, and without any access
  // token there is nothing to ask api (a visitor's every screen reads `me`). A bearer token that api
  // refuses is an error: the mobile client must refresh it rather than believe it is signed out.
  me: async (_parent, _args, { api, bearerToken, credentials }) => {
    if (!credentials) return null;
    try {
      return (await api.getCurrentUser()).data.user;
    } catch (error) {
      if (isUnauthenticated(error) && !bearerToken) return null;
      throw error;
    }
  },
};
