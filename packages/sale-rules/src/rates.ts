// Rupees per unit of each foreign currency when live exchange rates cannot be had (SPEC.md §9).
export const FALLBACK_RATES_TO_INR = { USD: 85.53, AED: 23.33 } as const;
