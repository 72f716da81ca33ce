// The api as one Fastify instance. Plugins load in a fixed order: external (OpenAPI, cookies) →
// infrastructure (envelope, shutdown, request ids, configuration, clock, the counters of the rate
// limits, database, metrics, mail outbox, authentication, storable input) → modules.
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { lingerOnClose, logDestination } from '@rent/server-kit';
import type { AppConfig, TrustProxy } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { answerClientError } from './lib/client-errors.js';
import { envelopePlugin, sendError } from './lib/envelope-plugin.js';
import { requestIdFor } from './lib/request-id.js';
import { buildValidator } from './lib/validator-compilers.js';
import {
  authenticatePlugin,
  authRoutes,
  limitPasswordWork,
  passwordChecksPlugin,
} from './modules/auth/index.js';
import { tokenFactsPlugin } from './modules/chain/index.js';
import { distributionRoutes } from './modules/distribution/index.js';
import { healthRoutes } from './modules/health/index.js';
import { holdsRoutes } from './modules/holds/index.js';
import type { DocumentStorage } from './modules/documents/index.js';
import { kycRoutes } from './modules/kyc/index.js';
import { mailPlugin } from './modules/mail/index.js';
import { ordersPlugin, type PaytmClient } from './modules/orders/index.js';
import { referralsRoutes } from './modules/referrals/index.js';
import { saleRoutes } from './modules/sale/index.js';
import { supplyRoutes } from './modules/supply/index.js';
import { profileRoutes } from './modules/profile/index.js';
import { contextPlugin, type Clock } from './plugins/context.js';
import { databasePlugin } from './plugins/database.js';
import { limitCountersPlugin } from './plugins/limit-counters.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestIdPlugin } from './plugins/request-id.js';
import { shutdownPlugin } from './plugins/shutdown.js';
import { storableInputPlugin } from './plugins/storable-input.js';
import { swaggerPlugin } from './plugins/swagger.js';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database owned by the caller. Without it the app opens config.database. */
  database?: DatabaseHandle;
  /** The clock every module reads; tests pin it. */
  now?: Clock;
  /** Overrides the logger built from config (tests silence it or capture it). */
  logger?: FastifyServerOptions['logger'];
  /** Whether the outbox worker sends mail on its own (default true); tests may drive it by hand. */
  mailWorker?: boolean;
  /** Whether the payment worker settles pending payments on its own (default true). */
  paymentWorker?: boolean;
  /** Replaces the Paytm client built from config.paytm. */
  paytm?: PaytmClient;
  /** Replaces the document storage (KYC documents, payment proofs) built from config.storage. */
  documentStorage?: DocumentStorage;
  /** Registered after the modules: extra routes for tools and tests. */
  plugins?: FastifyPluginAsync[];
}

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  // Password hashing shares the process's CPU, so its bounds are the process's, not one app's.
  limitPasswordWork(config.passwordWork);
  const app = Fastify({
    logger: withoutQueryStrings(options.logger ?? loggerOptions(config)),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdFor,
    frameworkErrors: sendError,
    clientErrorHandler: answerClientError,
    // Requests arriving during shutdown get the envelope from shutdownPlugin instead.
    return503OnClosing: false,
    // The database plugin migrates before api listens; a new PGlite database (WASM compiled and
    // initialised on first start) can take longer than Fastify's default 10 s on a busy machine.
    pluginTimeout: 60_000,
    schemaController: { compilersFactory: { buildValidator } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // A body refused before it was read (413) closes the connection; the client still sending it
  // must read the answer rather than a reset.
  lingerOnClose(app.server);

  // JSON only; other content types are answered 415.
  app.removeContentTypeParser('text/plain');

  await app.register(swaggerPlugin);
  await app.register(cookie);

  await app.register(envelopePlugin);
  await app.register(shutdownPlugin);
  await app.register(requestIdPlugin);
  await app.register(contextPlugin, { config, now: options.now ?? (() => new Date()) });
  await app.register(limitCountersPlugin);
  await app.register(databasePlugin, { config: config.database, database: options.database });
  await app.register(metricsPlugin);
  await app.register(mailPlugin, { worker: options.mailWorker ?? true });
  await app.register(authenticatePlugin);
  await app.register(passwordChecksPlugin);
  await app.register(storableInputPlugin);
  await app.register(tokenFactsPlugin);

  await app.register(healthRoutes);
  await app.register(saleRoutes, { prefix: API_PREFIX });
  await app.register(supplyRoutes, { prefix: API_PREFIX });
  await app.register(authRoutes, { prefix: API_PREFIX });
  await app.register(profileRoutes, { prefix: API_PREFIX });
  await app.register(holdsRoutes, { prefix: API_PREFIX });
  await app.register(kycRoutes, { prefix: API_PREFIX, storage: options.documentStorage });
  await app.register(referralsRoutes, { prefix: API_PREFIX });
  await app.register(distributionRoutes, { prefix: API_PREFIX });
  await app.register(ordersPlugin, {
    prefix: API_PREFIX,
    worker: options.paymentWorker ?? true,
    paytm: options.paytm,
    storage: options.documentStorage,
  });

  for (const plugin of options.plugins ?? []) await app.register(plugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : { stream: logDestination() }),
  };
}

/**
 * A query string may carry a secret (the token of a verification or reset link): request lines
 * name the path alone, whoever built the logger.
 */
function withoutQueryStrings(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return {
    ...logger,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
      ...logger.serializers,
    },
  };
}

// Fastify accepts a number of hops at run time but its types do not, so hops become the
// equivalent function.
function trustProxyOption(trustProxy: TrustProxy) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}
