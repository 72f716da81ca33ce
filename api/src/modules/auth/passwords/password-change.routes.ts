// PATCH /user/change-password: the signed-in investor's new password.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
import { SIGNED_IN_SECURITY, signedInUser } from '../../../plugins/signed-in.js';
import { PasswordChange, USER_MESSAGES } from '../../users/index.js';
import { changePassword } from './password-change.service.js';
import { contextOf } from '../../../plugins/context.js';

export const passwordChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/user/change-password',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'changePassword',
        security: SIGNED_IN_SECURITY,
        tags: ['user'],
        summary:
          'Changes the password; the other sessions of the account end and the investor is ' +
          'mailed. Current-password checks are limited per account and per client (429)',
        body: PasswordChange,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const context = {
        ...contextOf(app),
        passwordChecks: app.passwordChecks,
        clientIp: request.ip,
      };
      await changePassword(context, signedInUser(request), request.body);
      return ok(null, USER_MESSAGES.passwordChanged);
    },
  );
};
