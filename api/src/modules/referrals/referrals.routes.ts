// GET /referral/bonuses: the signed-in investor's referral table, page by page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../plugins/signed-in.js';
import { REFERRAL_MESSAGES } from './referrals.messages.js';
import { ReferralBonusesData, ReferralBonusesQuery } from './referrals.schemas.js';
import { referralBonuses } from './referrals.service.js';

export const referralsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/referral/bonuses',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getReferralBonuses',
        security: SIGNED_IN_SECURITY,
        tags: ['referrals'],
        summary:
          'The investors who signed up with the signed-in investor’s referral code, with the ' +
          'bonus each has earned them; searched, filtered, sorted and paged',
        querystring: ReferralBonusesQuery,
        response: envelopeResponses(ReferralBonusesData),
      },
    },
    async (request) => {
      const data = await referralBonuses(
        app.db,
        signedInUser(request).id,
        request.query,
        app.now(),
      );
      return ok(data, REFERRAL_MESSAGES.bonuses);
    },
  );
};
