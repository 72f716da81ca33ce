// GET /user and PATCH /user/update: the signed-in investor's own account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../plugins/signed-in.js';
import { ProfileUpdate, USER_MESSAGES, UserData } from '../users/index.js';
import { publicAccount, updateProfile } from './profile.service.js';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getCurrentUser',
        security: SIGNED_IN_SECURITY,
        tags: ['user'],
        summary: 'The signed-in investor, with their token balance',
        response: envelopeResponses(UserData),
      },
    },
    async (request) =>
      ok(
        { user: await publicAccount(app.db, signedInUser(request).account) },
        USER_MESSAGES.currentUser,
      ),
  );

  app.patch(
    '/user/update',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'updateProfile',
        security: SIGNED_IN_SECURITY,
        tags: ['user'],
        summary: 'Changes the full name, mobile number or date of birth; empty values are ignored',
        body: ProfileUpdate,
        response: envelopeResponses(UserData),
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, signedInUser(request).id, request.body, app.now());
      return ok({ user }, USER_MESSAGES.profileUpdated);
    },
  );
};
