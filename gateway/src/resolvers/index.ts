import type { Resolvers } from '../generated/graphql.js';
import { Query } from './Query.js';
import { DateTime, Decimal } from './scalars.js';

export const resolvers: Resolvers = {
  Query,
  Decimal,
  DateTime,
};
