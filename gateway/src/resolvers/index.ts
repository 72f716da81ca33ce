import type { Resolvers } from '../generated/graphql.js';
import { KycApplication } from './KycApplication.js';
import { Mutation } from './Mutation.js';
import { Order, OrderPage, ReferralPurchase, SalesGraph } from './Order.js';
import { Query } from './Query.js';
import { DateTime, Decimal, Upload } from './scalars.js';
import { Subscription } from './Subscription.js';
import { User } from './User.js';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Subscription,
  KycApplication,
  Order,
  OrderPage,
  ReferralPurchase,
  SalesGraph,
  User,
  Decimal,
  DateTime,
  Upload,
};
