// Sessions for clients that cannot keep cookies (mobile apps): the same credentials, rotation and
// reuse rules as the cookie routes, with the tokens in the bodies. The access token goes in
// `Authorization: Bearer`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { unauthorized } from '../../../lib/errors.js';
import { envelopeResponses, ok } from '../../../lib/envelope.js';
import { publicUser } from '../../profile/index.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { CredentialsBody, RefreshTokenBody, SessionTokens } from '../auth.schemas.js';
import type { AuthRateLimits } from '../limits/rate-limits.js';
import {
  clientOf,
  endSession,
  refreshSession,
  startSession,
  type IssuedSession,
} from '../sessions/sessions.js';
import { checkCredentials } from './signin.service.js';
import { contextOf } from '../../../plugins/context.js';

export const tokenRoutes: FastifyPluginAsyncTypebox<{ limits: AuthRateLimits }> = async (
  app,
  { limits },
) => {
  const sessionContext = () => contextOf(app);

  async function tokensOf(session: IssuedSession) {
    return {
      accessToken: session.accessToken,
      accessTokenExpiresAt: session.accessTokenExpiresAt.toISOString(),
      refreshToken: session.refreshToken,
      refreshTokenExpiresAt: session.refreshTokenExpiresAt.toISOString(),
      user: await publicUser(app.db, session.userId),
    };
  }

  app.post(
    '/auth/token',
    {
      onRequest: limits.perIp('signin'),
      preHandler: limits.perAccount('signin'),
      schema: {
        operationId: 'createSessionToken',
        tags: ['auth'],
        summary: 'Signs in a client without cookies: an access and a refresh token',
        body: CredentialsBody,
        response: envelopeResponses(SessionTokens),
      },
    },
    async (request) => {
      const user = await checkCredentials({ db: app.db }, request.body, {
        throttle: limits.signinThrottle,
        client: request.ip,
      });
      const session = await startSession(sessionContext(), user.id, clientOf(request));
      return ok(await tokensOf(session), AUTH_MESSAGES.signedIn);
    },
  );

  app.post(
    '/auth/token/refresh',
    {
      onRequest: limits.perIp('refresh'),
      schema: {
        operationId: 'refreshSessionToken',
        tags: ['auth'],
        summary: 'Exchanges a refresh token for a new pair; the old one stops working',
        body: RefreshTokenBody,
        response: envelopeResponses(SessionTokens),
      },
    },
    async (request) => {
      const outcome = await refreshSession(
        sessionContext(),
        request.body.refreshToken,
        clientOf(request),
        limits,
      );
      if (outcome.kind !== 'rotated') throw unauthorized(AUTH_MESSAGES.sessionExpired);
      return ok(await tokensOf(outcome.session), AUTH_MESSAGES.sessionRefreshed);
    },
  );

  app.post(
    '/auth/token/revoke',
    {
      schema: {
        operationId: 'revokeSessionToken',
        tags: ['auth'],
        summary:
          'Ends the session of a refresh token (and its access tokens); fine for an unknown one',
        body: RefreshTokenBody,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await endSession(sessionContext(), { refreshToken: request.body.refreshToken });
      return ok(null, AUTH_MESSAGES.tokenRevoked);
    },
  );
};
