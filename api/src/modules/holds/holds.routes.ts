// GET /user/hold, POST /user/hold/confirm and /user/hold/discard: what a reset through the
// mailbox put on hold, and the signed-in owner's answer (decision 0116).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { contextOf } from '../../plugins/context.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../plugins/signed-in.js';
import { publicUser } from '../profile/index.js';
import { AccountHoldData, HoldDecisionData, type AccountHoldView } from './holds.schemas.js';
import { HOLD_MESSAGES } from './holds.messages.js';
import {
  accountHoldOf,
  confirmAccountHold,
  discardAccountHold,
  type AccountHold,
} from './holds.service.js';

const view = (hold: AccountHold): AccountHoldView => ({
  heldAt: hold.heldAt.toISOString(),
  wallet: hold.wallet,
  kycApplication: hold.kycApplication && {
    firstName: hold.kycApplication.firstName,
    lastName: hold.kycApplication.lastName,
    submittedAt: hold.kycApplication.submittedAt.toISOString(),
  },
});

export const holdsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/hold',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getAccountHold',
        security: SIGNED_IN_SECURITY,
        tags: ['user'],
        summary:
          'What a password reset through the mailbox put on hold: the wallet and the KYC ' +
          'application a signed-out session attached; `hold` is null when nothing is',
        response: envelopeResponses(AccountHoldData),
      },
    },
    async (request) => {
      const hold = await accountHoldOf(app.db, signedInUser(request).id);
      return ok({ hold: hold && view(hold) }, HOLD_MESSAGES.hold);
    },
  );

  const decisions = [
    {
      path: '/user/hold/confirm',
      operationId: 'confirmAccountHold',
      summary:
        'Keeps what is on hold as it was: the wallet receives tokens again and the KYC ' +
        'application goes to review (409 when nothing is on hold; the owner is mailed)',
      decide: confirmAccountHold,
      message: HOLD_MESSAGES.confirmed,
    },
    {
      path: '/user/hold/discard',
      operationId: 'discardAccountHold',
      summary:
        'Removes the wallet on hold and withdraws the KYC application on hold, so the owner ' +
        'adds her own (409 when nothing is on hold; the owner is mailed)',
      decide: discardAccountHold,
      message: HOLD_MESSAGES.discarded,
    },
  ] as const;
  for (const { path, operationId, summary, decide, message } of decisions) {
    app.post(
      path,
      {
        preHandler: app.authenticate,
        schema: {
          operationId,
          security: SIGNED_IN_SECURITY,
          tags: ['user'],
          summary,
          response: envelopeResponses(HoldDecisionData),
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        await decide(contextOf(app), userId);
        app.mail.wake();
        return ok({ user: await publicUser(app.db, userId) }, message);
      },
    );
  }
};
