import type { KycApplicationResolvers } from '../generated/graphql.js';

export const KycApplication: KycApplicationResolvers = {
  rejectionReason: (kyc) => kyc.aadhar.rejectionReason,
};
