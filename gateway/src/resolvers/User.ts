import type { UserResolvers } from '../generated/graphql.js';

// What the investor paid lives with their orders in api, and their distribution with the
// distribution plan, what a reset put on hold with the account: each is asked only when a screen
// wants it.
export const User: UserResolvers = {
  amountPaid: async (_user, _args, { api }) => (await api.getOrderTotals()).data.amountPaid,
  distribution: async (_user, _args, { api }) => (await api.getOwnDistribution()).data,
  hold: async (_user, _args, { api }) => (await api.getAccountHold()).data.hold,
};
