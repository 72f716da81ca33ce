// Everything under /auth, sharing one set of rate-limit counters, the password change of a
// signed-in investor, and the purge of old sessions.
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accounts/account.routes.js';
import { passwordChangeRoutes } from './passwords/password-change.routes.js';
import { preparePasswordChecks } from './passwords/passwords.js';
import { authRateLimits } from './limits/rate-limits.js';
import { createSessionPurgeWorker, SESSION_PURGE_INTERVAL_MS } from './sessions/session-purge.js';
import { sessionRoutes } from './signin/session.routes.js';
import { tokenRoutes } from './signin/token.routes.js';

export const authRoutes: FastifyPluginAsync = async (app) => {
  const limits = authRateLimits(app.config.rateLimits, app.limitCounters);
  const purge = createSessionPurgeWorker({
    db: app.db,
    now: app.now,
    retentionMs: app.config.sessionRetentionMs,
    intervalMs: SESSION_PURGE_INTERVAL_MS,
    log: app.log.child({ module: 'sessions' }),
  });
  app.addHook('onReady', preparePasswordChecks);
  app.addHook('onReady', async () => purge.start());
  app.addHook('preClose', () => purge.stop());
  await app.register(accountRoutes, { limits });
  await app.register(sessionRoutes, { limits });
  await app.register(tokenRoutes, { limits });
  await app.register(passwordChangeRoutes);
};
