import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';
import {
  typenamesAsApolloAsks,
  writeGatewayPersistedDocuments,
} from './scripts/codegen-persisted-documents.mjs';

// One generator for both sides of the contract: resolver types for the gateway (fed the REST
// payloads through mappers) and typed documents for the web app (client preset), and the web app's
// operation names for the gateway's metrics. The web app's documents are persisted (decision 0092):
// each carries the SHA-256 of its normalised text, the hash Apollo's automatic persisted queries
// send, and the gateway knows every one of them by that hash.
const scalars = {
  Decimal: 'string',
  DateTime: 'string',
  Upload: 'File',
};

const webDocuments = ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'];

/** Plain hex, as `extensions.persistedQuery.sha256Hash` carries it (APQ, version 1). */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  hooks: { afterAllFileWrite: [writeGatewayPersistedDocuments] },
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#GatewayContext',
        scalars,
        mappers: {
          Sale: '../api-client/payloads.js#SaleDto',
          SalePhase: '../api-client/payloads.js#SalePhaseDto',
          Token: '../api-client/payloads.js#TokenDto',
          Distribution: '../api-client/payloads.js#DistributionDto',
          RentSupply: '../api-client/payloads.js#RentSupplyDto',
          User: '../api-client/payloads.js#UserDto',
          KycApplication: '../api-client/payloads.js#KycStatusResponseDto',
          SessionTokens: '../api-client/payloads.js#SessionTokensDto',
          ExchangeRates: '../rates/exchange-rates.js#ExchangeRatesResult',
          Order: '../api-client/payloads.js#OrderDto',
          OrderPage: '../api-client/payloads.js#OrderHistoryDto',
          OnlineOrderPayload: '../api-client/payloads.js#OnlineOrderPayloadSource',
          SalesGraph: '../api-client/payloads.js#GraphDataDto',
          ReferralPage: '../api-client/payloads.js#ReferralBonusesDto',
          ReferredUser: '../api-client/payloads.js#ReferredUserDto',
          ReferralPurchase: '../api-client/payloads.js#ReferralPurchaseDto',
        },
      },
    },
    // The web app's operation names, the only ones the gateway's metrics label by name.
    'gateway/src/generated/web-operations.ts': {
      documents: webDocuments,
      plugins: ['./scripts/codegen-operation-names.mjs'],
    },
    // The dashboard's query, runnable on its own: the example GraphiQL opens on.
    'gateway/src/generated/graphiql-example.ts': {
      documents: webDocuments,
      plugins: ['./scripts/codegen-graphiql-example.mjs'],
    },
    'web/src/gql/': {
      documents: webDocuments,
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: sha256 } },
      // The gateway runs the persisted text, not the one Apollo would send: it asks for every
      // __typename Apollo's cache needs.
      documentTransforms: [typenamesAsApolloAsks],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
      },
    },
  },
};

export default config;
