import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../auth/authenticate.plugin.js';
import { USER_MESSAGES } from './users.messages.js';
import { PasswordChange, ProfileUpdate, UserData } from './users.schemas.js';
import { changePassword, publicUser, updateProfile } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user',
    {
      preHandler: app.authenticate,
      schema: {
        security: SIGNED_IN_SECURITY,
        tags: ['user'],
        summary: 'The signed-in investor, with their token balance',
        response: envelopeResponses(UserData),
      },
    },
    async (request) =>
      ok({ user: await publicUser(app.db, signedInUser(request).id) }, USER_MESSAGES.currentUser),
  );

  app.patch(
    '/user/update',
    {
      preHandler: app.authenticate,
      schema: {
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

  app.patch(
    '/user/change-password',
    {
      preHandler: app.authenticate,
      schema: {
        security: SIGNED_IN_SECURITY,
        tags: ['user'],
        summary: 'Changes the password; the other sessions of the account end',
        body: PasswordChange,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await changePassword(app.db, signedInUser(request), request.body, app.now());
      return ok(null, USER_MESSAGES.passwordChanged);
    },
  );
};
