import type { SubscriptionResolvers } from '../generated/graphql.js';
import type { SaleProgressSnapshot } from '../live/sale-progress-feed.js';

export const Subscription: SubscriptionResolvers = {
  // Every subscriber listens to the one feed of the process; nobody's subscription reads api.
  saleProgress: {
    subscribe: (_parent, _args, { saleProgress, clientAddress }) =>
      saleProgress.subscribe(clientAddress),
    resolve: (snapshot: SaleProgressSnapshot) => snapshot,
  },
};
