// The start banner's line about the exchange rates: live, or the fallback and why, as the gateway
// answers them at start (the same answer the calculator gets).

const QUERY = '{ exchangeRates { usd aed source message } }';

const rupees = (value) => `₹${Number(value).toFixed(2)}`;

/** "Exchange rates: live, 1 USD = ₹88.40, 1 AED = ₹24.07", or the fallback with its reason. */
export async function describeRates(gatewayUrl, fetchImpl = fetch) {
  try {
    const response = await fetchImpl(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: QUERY }),
      signal: AbortSignal.timeout(10_000),
    });
    const rates = (await response.json())?.data?.exchangeRates;
    if (!rates) return 'Exchange rates: not known (the gateway did not say)';
    const figures = `1 USD = ${rupees(rates.usd)}, 1 AED = ${rupees(rates.aed)}`;
    return rates.source === 'LIVE'
      ? `Exchange rates: live, ${figures}`
      : `Exchange rates: FALLBACK, ${figures} (${rates.message ?? 'the rate service failed'})`;
  } catch (error) {
    return `Exchange rates: not known (${error instanceof Error ? error.message : String(error)})`;
  }
}
