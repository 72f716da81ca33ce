// Reads an open.er-api.com style answer; anything that is not exactly a sane USD table is rejected.

export interface LiveRates {
  /** Rupees per US dollar. */
  inrPerUsd: number;
  /** Rupees per UAE dirham. */
  inrPerAed: number;
  updatedAt: Date | null;
  nextUpdateAt: Date | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function instant(unixSeconds: unknown): Date | null {
  return positive(unixSeconds) ? new Date(unixSeconds * 1000) : null;
}

export function parseUsdRates(body: unknown): LiveRates | null {
  if (!isRecord(body) || body.result !== 'success' || body.base_code !== 'USD') return null;
  const rates = body.rates;
  if (!isRecord(rates) || !positive(rates.INR) || !positive(rates.AED)) return null;
  return {
    inrPerUsd: rates.INR,
    inrPerAed: rates.INR / rates.AED,
    updatedAt: instant(body.time_last_update_unix),
    nextUpdateAt: instant(body.time_next_update_unix),
  };
}
