// Everything under /auth, sharing one set of rate-limit counters.
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes.js';
import { preparePasswordChecks } from './passwords.js';
import { authRateLimits } from './rate-limits.js';
import { sessionRoutes } from './session.routes.js';
import { tokenRoutes } from './token.routes.js';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const limits = authRateLimits(app.config.rateLimits, app.now);
  app.addHook('onReady', preparePasswordChecks);
  await app.register(accountRoutes, { limits });
  await app.register(sessionRoutes, { limits });
  await app.register(tokenRoutes, { limits });
};
