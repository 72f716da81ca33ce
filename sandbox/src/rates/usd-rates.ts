// The answer of open.er-api.com's open access endpoint, `GET /v6/latest/USD`, field for field.

export type UsdRates = Record<string, number>;

/** Units of each currency per 1 USD, close to the market in late 2025. */
export const referenceUsdRates = Object.freeze({
  USD: 1,
  INR: 88.4,
  AED: 3.6725,
  EUR: 0.8632,
  GBP: 0.7611,
  SGD: 1.3042,
  SAR: 3.75,
  JPY: 156.21,
  CNY: 7.1128,
  CAD: 1.4087,
  AUD: 1.5423,
  CHF: 0.8045,
}) satisfies UsdRates;

export interface UsdRatesAnswer {
  result: 'success';
  provider: string;
  documentation: string;
  terms_of_use: string;
  time_last_update_unix: number;
  time_last_update_utc: string;
  time_next_update_unix: number;
  time_next_update_utc: string;
  time_eol_unix: number;
  base_code: 'USD';
  rates: UsdRates;
}

const dayMs = 24 * 60 * 60 * 1000;

// The provider writes its times as RFC 2822 dates with a numeric zone.
function providerDate(time: Date): string {
  return time.toUTCString().replace('GMT', '+0000');
}

function unixSeconds(time: Date): number {
  return Math.floor(time.getTime() / 1000);
}

/** Rates refreshed at midnight UTC today, next due at midnight UTC tomorrow. */
export function usdRatesAnswer(now: Date, rates: UsdRates = referenceUsdRates): UsdRatesAnswer {
  const lastUpdate = new Date(Math.floor(now.getTime() / dayMs) * dayMs);
  const nextUpdate = new Date(lastUpdate.getTime() + dayMs);
  return {
    result: 'success',
    provider: 'https://www.exchangerate-api.com',
    documentation: 'https://www.exchangerate-api.com/docs/free',
    terms_of_use: 'https://www.exchangerate-api.com/terms',
    time_last_update_unix: unixSeconds(lastUpdate),
    time_last_update_utc: providerDate(lastUpdate),
    time_next_update_unix: unixSeconds(nextUpdate),
    time_next_update_utc: providerDate(nextUpdate),
    time_eol_unix: 0,
    base_code: 'USD',
    rates: { ...rates },
  };
}

/** Valid JSON a careless client would take for rates: INR is negative and AED is missing. */
export function misleadingRatesAnswer(now: Date): UsdRatesAnswer {
  const { AED: _missing, ...rates } = referenceUsdRates;
  return usdRatesAnswer(now, { ...rates, INR: -referenceUsdRates.INR });
}

/** What a captive portal or a maintenance proxy answers with a cheerful 200. */
export const misleadingRatesPage = `<!DOCTYPE html>
<html><head><title>Scheduled maintenance</title></head>
<body><h1>We'll be back soon</h1><p>The service is down for scheduled maintenance.</p></body></html>
`;
