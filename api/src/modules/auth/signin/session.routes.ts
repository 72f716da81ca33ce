// Browser sessions in cookies: sign in, refresh, sign out. Tokens never appear in these bodies.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
import { unauthorized } from '../../../lib/errors.js';
import { publicUser } from '../../profile/index.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { SignedIn, SignInBody } from '../auth.schemas.js';
import { presentedAccessToken } from '../sessions/authenticate.plugin.js';
import {
  clearSessionCookies,
  cookiesAreSecure,
  REFRESH_COOKIE,
  setSessionCookies,
} from '../sessions/cookies.js';
import type { AuthRateLimits } from '../limits/rate-limits.js';
import { clientOf, endSession, refreshSession, startSession } from '../sessions/sessions.js';
import { checkCredentials } from './signin.service.js';
import { contextOf } from '../../../plugins/context.js';

export const sessionRoutes: FastifyPluginAsyncTypebox<{ limits: AuthRateLimits }> = async (
  app,
  { limits },
) => {
  const secure = cookiesAreSecure(app.config.publicUrl);
  const sessionContext = () => contextOf(app);

  app.post(
    '/auth/signin',
    {
      onRequest: limits.perIp('signin'),
      preHandler: limits.perAccount('signin'),
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Signs in; the session arrives as httpOnly cookies',
        body: SignInBody,
        response: envelopeResponses(SignedIn),
      },
    },
    async (request, reply) => {
      const user = await checkCredentials({ db: app.db }, request.body, {
        throttle: limits.signinThrottle,
        client: request.ip,
      });
      const session = await startSession(sessionContext(), user.id, clientOf(request), {
        remembered: request.body.rememberMe,
      });
      setSessionCookies(reply, session, secure);
      return ok({ user: await publicUser(app.db, user.id) }, AUTH_MESSAGES.signedIn);
    },
  );

  app.post(
    '/auth/refresh',
    {
      onRequest: limits.perIp('refresh'),
      schema: {
        operationId: 'refreshSession',
        tags: ['auth'],
        summary: 'Rotates the session cookies with the refresh cookie',
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      const outcome = refreshToken
        ? await refreshSession(sessionContext(), refreshToken, clientOf(request), limits)
        : undefined;
      if (outcome?.kind !== 'rotated') return sessionExpired(reply);
      setSessionCookies(reply, outcome.session, secure);
      return ok(null, AUTH_MESSAGES.sessionRefreshed);
    },
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'Ends the session and clears its cookies; also fine without a session',
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request, reply) => {
      await endSession(sessionContext(), {
        refreshToken: request.cookies[REFRESH_COOKIE],
        accessToken: presentedAccessToken(request),
      });
      clearSessionCookies(reply, secure);
      return ok(null, AUTH_MESSAGES.signedOut);
    },
  );

  // A browser told to sign in again should not keep sending cookies that cannot work.
  function sessionExpired(reply: FastifyReply): never {
    clearSessionCookies(reply, secure);
    throw unauthorized(AUTH_MESSAGES.sessionExpired);
  }
};
