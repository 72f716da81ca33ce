// `app.authenticate`, the preHandler of every route that needs a signed-in investor. It accepts the
// access token from `Authorization: Bearer` (mobile clients) or the access cookie (browsers),
// checks its signature and expiry, and checks that its session family has not been revoked, so a
// sign-out or a password reset ends access tokens already handed out. The same statement reads the
// investor's account, which the routes that need it take from the request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../../lib/errors.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { ACCESS_COOKIE } from './cookies.js';
import { liveAccount } from './sessions.repository.js';
import { readAccessToken } from '../tokens/tokens.js';

const BEARER = /^Bearer +([\w.~+/-]+=*) *$/i;

export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = presentedAccessToken(request);
      const now = app.now();
      const claims = token ? await readAccessToken(app.config.jwtSecret, token, now) : undefined;
      const account = claims ? await liveAccount(app.db, claims, now) : undefined;
      if (!claims || !account) throw unauthorized(AUTH_MESSAGES.signInRequired);
      request.user = { id: claims.userId, familyId: claims.familyId, account };
    });
  },
  { name: 'authenticate', dependencies: ['context', 'database'] },
);

/** The access token of a request: `Authorization: Bearer` first, else the access cookie. */
export function presentedAccessToken(request: FastifyRequest): string | undefined {
  const bearer = BEARER.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? request.cookies[ACCESS_COOKIE];
}
