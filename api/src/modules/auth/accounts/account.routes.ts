// Creating and recovering accounts: sign-up, e-mail verification, forgotten passwords.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createdEnvelopeResponses, envelopeResponses, ok } from '../../../lib/envelope.js';
import { holdUntilElapsed } from '../../../lib/steady-answer.js';
import { UserData } from '../../users/index.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import {
  EmailBody,
  PasswordResetBody,
  SignUpBody,
  SignUpQuery,
  TokenQuery,
  VerificationBody,
} from '../auth.schemas.js';
import { resendVerification, verifyEmail } from './email-verification.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import type { AuthRateLimits, IpLimitedAction } from '../limits/rate-limits.js';
import { signUp } from './signup.service.js';
import { contextOf } from '../../../plugins/context.js';

const NoData = envelopeResponses(Type.Null());

export const accountRoutes: FastifyPluginAsyncTypebox<{ limits: AuthRateLimits }> = async (
  app,
  { limits },
) => {
  const context = () => contextOf(app);

  app.post(
    '/auth/signup',
    {
      onRequest: limits.perIp('signup'),
      // Every sign-up mails the address (a link, or a notice to its owner): counted as its mail.
      preHandler: limits.perAccount('accountMail'),
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Creates an unverified account and sends the verification mail',
        querystring: SignUpQuery,
        body: SignUpBody,
        response: createdEnvelopeResponses(UserData),
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const user = await signUp(context(), request.body, request.query.referralCode);
      app.mail.wake();
      // New, re-registered or already verified: the answer takes the same time.
      await holdUntilElapsed(started);
      return reply.code(201).send(ok({ user }, AUTH_MESSAGES.signedUp));
    },
  );

  const verify = async (token: string | undefined, password?: string) => {
    const outcome = await verifyEmail(context(), token, password);
    return ok(
      null,
      outcome === 'verified' ? AUTH_MESSAGES.emailVerified : AUTH_MESSAGES.emailAlreadyVerified,
    );
  };

  app.get(
    '/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmailByLink',
        tags: ['auth'],
        summary:
          'Answers whether a link was already used: a link alone never verifies, it takes the password (POST)',
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
        operationId: 'verifyEmail',
        tags: ['auth'],
        summary:
          'Confirms an e-mail address with the token (query or body) and the registration’s password',
        querystring: TokenQuery,
        body: Type.Union([VerificationBody, Type.Null()]),
        response: NoData,
      },
    },
    async (request) => verify(request.query.token ?? request.body?.token, request.body?.password),
  );

  /**
   * Mails a link to an address on request. The answer is the same, and takes the same time,
   * whether or not the address is registered, so nobody learns which addresses are.
   */
  const linkByMailRoute = (
    url: string,
    action: IpLimitedAction,
    { operationId, summary }: { operationId: string; summary: string },
    mailLink: (
      context: ReturnType<typeof contextOf>,
      email: string | undefined,
    ) => Promise<boolean>,
    message: string,
  ) =>
    app.post(
      url,
      {
        onRequest: limits.perIp(action),
        preHandler: limits.perAccount('accountMail'),
        schema: { operationId, tags: ['auth'], summary, body: EmailBody, response: NoData },
      },
      async (request) => {
        const started = performance.now();
        if (await mailLink(context(), request.body.email)) app.mail.wake();
        await holdUntilElapsed(started);
        return ok(null, message);
      },
    );

  linkByMailRoute(
    '/auth/resend-verification',
    'resendVerification',
    {
      operationId: 'resendVerification',
      summary:
        'Sends a new verification link; the same answer whether or not the address is registered',
    },
    resendVerification,
    AUTH_MESSAGES.verificationResent,
  );

  linkByMailRoute(
    '/auth/forget-password',
    'forgotPassword',
    {
      operationId: 'requestPasswordReset',
      summary:
        'Sends a password reset link; the same answer whether or not the address is registered',
    },
    requestPasswordReset,
    AUTH_MESSAGES.resetLinkSent,
  );

  app.post(
    '/auth/reset-password',
    {
      onRequest: limits.perIp('resetPassword'),
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Sets a new password with the token of a reset link; every session ends',
        body: PasswordResetBody,
        response: NoData,
      },
    },
    async (request) => {
      const email = await resetPassword(context(), request.body);
      await limits.signinThrottle.forgetAccount(email);
      app.mail.wake();
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );
};
