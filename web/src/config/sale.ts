// Sale constants the browser needs before (or without) an answer from the gateway (SPEC.md §9).

/** Price of one RENT in rupees; the gateway's `sale.price` wins once it has answered. */
export const TOKEN_PRICE_INR = '1000';

/** Rupees per unit used when live exchange rates cannot be had. */
export const FALLBACK_RATES = { USD: 85.53, AED: 23.33 } as const;

/** Currencies the token calculator converts from, in the order the select offers them. */
export const CALCULATOR_CURRENCIES = ['INR', 'USD', 'AED'] as const;

export type CalculatorCurrency = (typeof CALCULATOR_CURRENCIES)[number];

/** Rupees per one unit of each calculator currency. */
export type RatesToInr = Record<CalculatorCurrency, number>;
