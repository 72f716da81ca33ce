// The GraphQL endpoint: schema-first from the root schema.graphql, with the limits, CSRF
// prevention, error masking and auth relay a public API needs.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { createApiClient } from './api-client/index.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { maskUnexpectedError, useCrashMasking, useErrorCodes } from './graphql/error-masking.js';
import { forwardedHeaders } from './graphql/forwarded-headers.js';
import { useCookieRelay } from './graphql/cookie-relay.js';
import type { ExchangeRateService } from './rates/exchange-rates.js';
import { resolvers } from './resolvers/index.js';
import { limitedFetchApi, useRequestSizeLimit } from './graphql/upload-limits.js';

/** The header every client sends; a browser cannot add it to a cross-site "simple" request. */
export const CSRF_HEADER = 'apollo-require-preflight';

export const GRAPHQL_LIMITS = {
  depth: 10,
  aliases: 15,
  tokens: 2000,
  cost: 5000,
  directives: 20,
} as const;

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

export interface ServerContext {
  req?: IncomingMessage;
}

export interface GatewayDependencies {
  config: Pick<GatewayConfig, 'apiUrl' | 'apiTimeoutMs' | 'trustProxy'>;
  rates: ExchangeRateService;
  logError?: (error: unknown) => void;
}

export function createGateway(
  deps: GatewayDependencies,
): YogaServerInstance<ServerContext, GatewayContext> {
  const cookies = useCookieRelay();
  return createYoga<ServerContext, GatewayContext>({
    schema: createSchema<GatewayContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // A screen's queries made in the same tick travel as one HTTP request.
    batching: { limit: 10 },
    cors: false,
    fetchAPI: limitedFetchApi,
    // useRequestSizeLimit below does the same for less.
    maxRequestBodySize: false,
    logging: false,
    graphiql: { title: 'RENT GraphQL', headers: JSON.stringify({ [CSRF_HEADER]: 'true' }) },
    renderGraphiQL,
    maskedErrors: { maskError: (error) => maskUnexpectedError(error, deps.logError) },
    context: ({ request, req }) => ({
      rates: deps.rates,
      api: createApiClient({
        baseUrl: deps.config.apiUrl,
        timeoutMs: deps.config.apiTimeoutMs,
        forwardHeaders: forwardedHeaders(request, req, deps.config.trustProxy),
        onSetCookie: (cookie) => cookies.collect(request, cookie),
      }),
    }),
    plugins: [
      useCrashMasking(deps.logError),
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useRequestSizeLimit(),
      maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, exposeLimits: true }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true }),
      maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
      costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, exposeLimits: true }),
      maxDirectivesPlugin({ n: GRAPHQL_LIMITS.directives, exposeLimits: true }),
      blockFieldSuggestionsPlugin(),
      cookies.plugin,
      useErrorCodes(),
    ],
  });
}
