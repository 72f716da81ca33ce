import type { CodegenConfig } from '@graphql-codegen/cli';

// One generator for both sides of the contract: resolver types for the gateway (fed the REST
// payloads through mappers) and typed documents for the web app (client preset).
const scalars = {
  Decimal: 'string',
  DateTime: 'string',
  Upload: 'File',
};

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
          Sale: '../api-client/types.js#SaleDto',
          SalePhase: '../api-client/types.js#SalePhaseDto',
          RentSupply: '../api-client/types.js#RentSupplyDto',
          User: '../api-client/types.js#UserDto',
          KycApplication: '../api-client/types.js#KycStatusResponseDto',
          SessionTokens: '../api-client/types.js#SessionTokensDto',
          ExchangeRates: '../rates/exchange-rates.js#ExchangeRatesResult',
          Order: '../api-client/types.js#OrderDto',
          OrderPage: '../api-client/types.js#OrderHistoryDto',
          OnlineOrderPayload: '../api-client/types.js#OnlineOrderPayloadSource',
          SalesGraph: '../api-client/types.js#GraphDataDto',
          ReferralPage: '../api-client/types.js#ReferralBonusesDto',
          ReferredUser: '../api-client/types.js#ReferredUserDto',
          ReferralPurchase: '../api-client/types.js#ReferralPurchaseDto',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
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
