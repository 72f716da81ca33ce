// Creating and recovering accounts: sign-up, e-mail verification, forgotten passwords.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createdEnvelopeResponses, envelopeResponses, ok } from '../../lib/envelope.js';
import { holdUntilElapsed } from '../../lib/steady-answer.js';
import { UserData } from '../users/users.schemas.js';
import type { AuthContext } from './auth.context.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import {
  EmailBody,
  PasswordResetBody,
  SignUpBody,
  SignUpQuery,
  TokenBody,
  TokenQuery,
} from './auth.schemas.js';
import { resendVerification, verifyEmail } from './email-verification.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import type { AuthRateLimits } from './rate-limits.js';
import { signUp } from './signup.service.js';

const NoData = envelopeResponses(Type.Null());

export const accountRoutes: FastifyPluginAsyncTypebox<{ limits: AuthRateLimits }> = async (
  app,
  { limits },
) => {
  const context = (): AuthContext => ({
    db: app.db,
    now: app.now(),
    publicUrl: app.config.publicUrl,
  });

  app.post(
    '/auth/signup',
    {
      onRequest: limits.perIp('signup'),
      schema: {
        tags: ['auth'],
        summary: 'Creates an unverified account and sends the verification mail',
        querystring: SignUpQuery,
        body: SignUpBody,
        response: createdEnvelopeResponses(UserData),
      },
    },
    async (request, reply) => {
      const user = await signUp(context(), request.body, request.query.referralCode);
      app.mail.wake();
      return reply.code(201).send(ok({ user }, AUTH_MESSAGES.signedUp));
    },
  );

  const verify = async (token: string | undefined) => {
    await verifyEmail(context(), token);
    return ok(null, AUTH_MESSAGES.emailVerified);
  };

  app.get(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirms an e-mail address with the token of its link',
        querystring: TokenQuery,
        response: NoData,
      },
    },
    async (request) => verify(request.query.token),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirms an e-mail address; the token in the query or the body',
        querystring: TokenQuery,
        body: Type.Union([TokenBody, Type.Null()]),
        response: NoData,
      },
    },
    async (request) => verify(request.query.token ?? request.body?.token),
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: limits.perIp('resendVerification'),
      preHandler: limits.perAccount('accountMail'),
      schema: {
        tags: ['auth'],
        summary:
          'Sends a new verification link; the same answer whether or not the address is registered',
        body: EmailBody,
        response: NoData,
      },
    },
    async (request) => {
      const started = performance.now();
      if (await resendVerification(context(), request.body.email)) app.mail.wake();
      await holdUntilElapsed(started);
      return ok(null, AUTH_MESSAGES.verificationResent);
    },
  );

  app.post(
    '/auth/forget-password',
    {
      onRequest: limits.perIp('forgotPassword'),
      preHandler: limits.perAccount('accountMail'),
      schema: {
        tags: ['auth'],
        summary:
          'Sends a password reset link; the same answer whether or not the address is registered',
        body: EmailBody,
        response: NoData,
      },
    },
    async (request) => {
      const started = performance.now();
      if (await requestPasswordReset(context(), request.body.email)) app.mail.wake();
      await holdUntilElapsed(started);
      return ok(null, AUTH_MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      onRequest: limits.perIp('resetPassword'),
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the token of a reset link; every session ends',
        body: PasswordResetBody,
        response: NoData,
      },
    },
    async (request) => {
      await resetPassword(context(), request.body);
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );
};
