// GET /user/distribution: where the signed-in investor's tokens stand (issue 26 §3).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../plugins/signed-in.js';
import { DistributionView } from './distribution.schemas.js';
import { investorDistribution } from './investor-distribution.js';

export const distributionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/distribution',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getOwnDistribution',
        security: SIGNED_IN_SECURITY,
        tags: ['user'],
        summary: "Where the investor's RENT stands: scheduled, sent, confirmed on chain, or held",
        response: envelopeResponses(DistributionView),
      },
    },
    async (request) =>
      ok(
        await investorDistribution(app.db, app.config.chain, signedInUser(request).id),
        'Your token distribution',
      ),
  );
};
