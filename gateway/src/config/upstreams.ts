// The services the gateway calls or lets the browser reach: api, the exchange rates and Paytm.
import { Type, type Static } from 'typebox';

export const UpstreamSettings = Type.Object({
  API_URL: Type.String({
    format: 'uri',
    default: 'http://127.0.0.1:4100',
    description: 'where the REST api answers',
  }),
  API_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 120_000,
    default: 10_000,
    description: 'a call to api slower than this answers "Network Error"',
  }),
  SALE_PROGRESS_INTERVAL_MS: Type.Integer({
    minimum: 200,
    maximum: 60_000,
    default: 5000,
    description:
      'how often the gateway reads the sale’s figures from api for its `saleProgress` subscribers, once for all of them and only while there is one ([decision 0093](decisions/0093-live-sale-progress.md))',
  }),
  PUBLIC_FIGURES_TTL_MS: Type.Integer({
    minimum: 0,
    maximum: 60_000,
    default: 1000,
    description:
      'how long one read of the sale, its running total and its chart from api serves every caller who is not signed in; 0 has each visitor read them through their own request ([decision 0152](decisions/0152-visitors-share-the-sales-figures.md))',
  }),
  EXCHANGE_RATE_URL: Type.String({
    format: 'uri',
    default: 'https://open.er-api.com/v6/latest/USD',
    description: 'USD-based exchange-rate service (open.er-api.com format)',
  }),
  EXCHANGE_RATE_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 60_000,
    default: 3000,
    description: 'after this the fallback rates apply',
  }),
  PAYTM_HOST: Type.String({
    format: 'uri',
    pattern: '^https?://',
    rule: 'must be an http:// or https:// URL',
    default: 'http://127.0.0.1:4200',
    description:
      'Paytm’s host (the sandbox by default), the same as api’s: the one other site the web app may post a form to',
  }),
});

export function upstreamsConfig(env: Static<typeof UpstreamSettings>) {
  return {
    apiUrl: env.API_URL.replace(/\/$/, ''),
    apiTimeoutMs: env.API_TIMEOUT_MS,
    /** How often one read of api feeds every `saleProgress` subscriber. */
    saleProgressIntervalMs: env.SALE_PROGRESS_INTERVAL_MS,
    /** How long visitors share one read of the sale's public figures. */
    publicFiguresTtlMs: env.PUBLIC_FIGURES_TTL_MS,
    exchangeRateUrl: env.EXCHANGE_RATE_URL,
    exchangeRateTimeoutMs: env.EXCHANGE_RATE_TIMEOUT_MS,
    /** Origin of Paytm's payment page, allowed as a form target by the web app's CSP. */
    paytmOrigin: new URL(env.PAYTM_HOST).origin,
  };
}
