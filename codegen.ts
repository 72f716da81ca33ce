import type { CodegenConfig } from '@graphql-codegen/cli';

// One generator for both sides of the contract: resolver types for the gateway (fed the REST
// payloads through mappers) and typed documents for the web app (client preset), and the web app's
// operation names for the gateway's metrics.
const scalars = {
  Decimal: 'string',
  DateTime: 'string',
  Upload: 'File',
};

const webDocuments = ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'];

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
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
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
      },
    },
  },
};

export default config;
