// The GraphQL endpoint: schema-first from the root schema.graphql, with the limits, CSRF
// prevention, error masking, auth relay and Retry-After relay a public API needs.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { carriesAccessCookie } from '@rent/server-kit';
import { createApiClient, type ApiCall } from './api-client/index.js';
import { sharedFigures } from './api-client/shared-figures.js';
import { API_CALLS_PER_REQUEST, callBudgets } from './api-client/call-budget.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { maskUnexpectedError, useCrashMasking, useErrorCodes } from './graphql/error-masking.js';
import { forwardedHeaders } from './graphql/forwarded-headers.js';
import { clientAddressResolver } from './http/client-address.js';
import { useCookieRelay } from './graphql/cookie-relay.js';
import { presentsBearerToken, useBearerRefusals } from './graphql/bearer-refusals.js';
import { useRetryAfter } from './graphql/retry-after.js';
import type { ExchangeRateService } from './rates/exchange-rates.js';
import type { SaleProgressFeed } from './live/sale-progress-feed.js';
import { resolvers } from './resolvers/index.js';
import { limitedFetchApi, useRequestSizeLimit } from './graphql/upload-limits.js';
import { useRequestBudget } from './graphql/request-budget.js';
import { persistedOperations } from './graphql/persisted-operations.js';
import { webPersistedDocuments } from './generated/persisted-documents.js';
import { useResponseCompression } from './graphql/response-compression.js';
import { useOperationTracking } from './graphql/operation-tracking.js';
import type { TrackedRequest } from './http/request-tracking.js';
import type { GatewayMetrics } from './metrics.js';
import { dashboardExample } from './generated/graphiql-example.js';

/** The header every client sends; a browser cannot add it to a cross-site "simple" request. */
export const CSRF_HEADER = 'apollo-require-preflight';

export const GRAPHQL_LIMITS = {
  depth: 10,
  aliases: 15,
  tokens: 2000,
  cost: 5000,
  directives: 20,
  /** Operations of one HTTP request; together they get the allowance of one operation. */
  batch: 10,
  /** Root fields of a whole request, batch or not: each is at least one call to api. */
  rootFields: API_CALLS_PER_REQUEST.total,
} as const;

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/**
 * What GraphiQL opens on (decision 0090): the dashboard's own query, generated from the web app,
 * under a comment that says how to run it and where the error guide is.
 */
export const GRAPHIQL_EXAMPLE = `# RENT GraphQL: a worked example, the query the dashboard sends (run it with the ▶ button).
#
# Money and tokens are exact decimal strings (rupees, RENT), instants are UTC.
# Signed out, \`me\` is null. Sign in on the site in this browser (or send
# \`Authorization: Bearer <accessToken>\` from the createSessionToken mutation) and set
# {"signedIn": true} in Variables to read your latest orders too.
# Requests send the header \`${CSRF_HEADER}: true\` (GET requests and uploads are refused
# without it); it is preset in Headers.
#
# Error guide: every error carries extensions.code (with extensions.fields, reason, retryAfter
# and status where they apply). What each code means and what a client should do is the
# schema's description: open the Documentation Explorer (the book icon) and read its first page.

${dashboardExample}
`;

export interface ServerContext {
  req?: IncomingMessage;
  /** The request as the gateway's log and metrics follow it (absent when yoga is called alone). */
  tracked?: TrackedRequest;
}

export interface GatewayDependencies {
  config: Pick<
    GatewayConfig,
    'apiUrl' | 'apiTimeoutMs' | 'trustedProxies' | 'persistedOperationsOnly' | 'publicFiguresTtlMs'
  >;
  rates: ExchangeRateService;
  /** The live sale figures, one feed per process (decision 0093). */
  saleProgress: SaleProgressFeed;
  metrics: GatewayMetrics;
  logError?: (error: unknown) => void;
}

export function createGateway(
  deps: GatewayDependencies,
): YogaServerInstance<ServerContext, GatewayContext> {
  const cookies = useCookieRelay();
  const budgetOf = callBudgets();
  // The server computes the address once per request (tracked); yoga called alone does it here.
  const addressOfSocket = clientAddressResolver(deps.config.trustedProxies);
  const clientAddressOf = (req: IncomingMessage | undefined, tracked?: TrackedRequest) =>
    tracked?.clientAddress ?? (req ? addressOfSocket(req) : '');
  const onCall = (call: ApiCall) =>
    deps.metrics.observeApiCall(call.operationId, call.status, call.seconds);
  // Read without anyone's credentials or address: the figures are the same for everyone. At 0,
  // visitors read them through their own client, as signed-in investors always do.
  const visitorFigures =
    deps.config.publicFiguresTtlMs > 0
      ? sharedFigures(
          createApiClient({
            baseUrl: deps.config.apiUrl,
            timeoutMs: deps.config.apiTimeoutMs,
            forwardHeaders: {},
            onCall,
          }),
          { ttlMs: deps.config.publicFiguresTtlMs },
        )
      : undefined;
  const persisted = persistedOperations({
    known: webPersistedDocuments,
    knownOnly: deps.config.persistedOperationsOnly,
    clientOf: (context) => {
      const { req, tracked } = context as ServerContext;
      return clientAddressOf(req, tracked);
    },
  });
  return createYoga<ServerContext, GatewayContext>({
    schema: createSchema<GatewayContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // A screen's queries made in the same tick travel as one HTTP request.
    batching: { limit: GRAPHQL_LIMITS.batch },
    cors: false,
    fetchAPI: limitedFetchApi,
    // useRequestSizeLimit below does the same for less.
    maxRequestBodySize: false,
    logging: false,
    // The server serves GraphiQL's page itself, rendered once (http/graphiql-page.ts).
    graphiql: false,
    maskedErrors: { maskError: (error) => maskUnexpectedError(error, deps.logError) },
    context: ({ request, req, tracked }) => {
      const clientAddress = clientAddressOf(req, tracked);
      const bearerToken = presentsBearerToken(request);
      const credentials = bearerToken || carriesAccessCookie(request.headers.get('cookie'));
      const api = createApiClient({
        baseUrl: deps.config.apiUrl,
        timeoutMs: deps.config.apiTimeoutMs,
        forwardHeaders: {
          ...forwardedHeaders(request, clientAddress),
          ...tracked?.upstreamHeaders,
        },
        onSetCookie: (cookie) => cookies.collect(request, cookie),
        budget: budgetOf(request),
        onCall,
      });
      return {
        rates: deps.rates,
        bearerToken,
        credentials,
        saleProgress: deps.saleProgress,
        clientAddress,
        api,
        figures: credentials || !visitorFigures ? api : visitorFigures,
      };
    },
    plugins: [
      useCrashMasking(deps.logError),
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useRequestSizeLimit(),
      useRequestBudget(
        {
          rootFields: GRAPHQL_LIMITS.rootFields,
          aliases: GRAPHQL_LIMITS.aliases,
          cost: GRAPHQL_LIMITS.cost,
          tokens: GRAPHQL_LIMITS.tokens,
        },
        { textOf: persisted.textOf },
      ),
      // Before every plugin that reads an operation's text: a hash becomes its document here.
      ...persisted.plugins,
      maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, exposeLimits: true }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true }),
      maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
      costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits: true }),
      maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives, exposeLimits: true }),
      blockFieldSuggestionsPlugin(),
      cookies.plugin,
      useErrorCodes(),
      useBearerRefusals(),
      useRetryAfter(),
      useOperationTracking(deps.metrics),
      useResponseCompression(),
    ],
  });
}
