// The exchange-rate service down, failing or talking nonsense: the dashboard still answers in
// one request, with SPEC.md's fallback rates (USD 85.53, AED 23.33) and the message that says so,
// and the gateway does not ask the dead service again for every visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratesRequestsServed, setRatesMode, type RatesSwitches } from '@rent/test-kit/sandbox';
import { Session, signedIn } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { startExtraGateway } from './gateway-process.js';

// The web's dashboard query, as one request.
const DASHBOARD = `query Dashboard($signedIn: Boolean! = false) {
  sale { symbol price hardCap currentPhase { name bonusPercent } }
  rentSupply { totalSold }
  exchangeRates { usd aed source message }
  me { _id tokenBalance }
  orders(page: 1, limit: 3) @include(if: $signedIn) { orders { purchaseId } }
  salesGraph(range: LAST_7_DAYS) { labels data }
}`;

const FETCH_FAILED = 'Failed to fetch exchange rate. Using fallback rate.';
const INVALID_RESPONSE = 'Invalid response from exchange rate API.';
const fallback = (message: string) => ({ usd: 85.53, aed: 23.33, source: 'FALLBACK', message });

interface Dashboard {
  exchangeRates: { usd: number; aed: number; source: string; message: string | null };
  me: { tokenBalance: string } | null;
}

let stack: HardeningStack;
let investor: Session;

beforeAll(async () => {
  // The service is down before the gateway ever reached it: it has no live rates to fall back on.
  stack = await startHardeningStack({
    investors: 1,
    env: { sandbox: { SANDBOX_RATES_MODE: 'down' } },
  });
  const [first] = stack.investors;
  if (!first) throw new Error('the stack has no investor');
  investor = await signedIn(stack.urls.gateway, first);
});

afterAll(() => stack?.stop());

function dashboardOf(session: Session, signedInInvestor = true) {
  return session.graphql<Dashboard>(DASHBOARD, { signedIn: signedInInvestor });
}

/** A visitor's dashboard on a gateway of its own (sign-ins per account are rate-limited). */
function visitorDashboard(gatewayUrl: string) {
  return dashboardOf(new Session(gatewayUrl), false);
}

describe('exchange-rate service down', () => {
  it('answers the whole dashboard with the fallback rates and says so', async () => {
    const answer = await dashboardOf(investor);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.exchangeRates).toEqual(fallback(FETCH_FAILED));
    expect(answer.data?.me?.tokenBalance).toBe('0');
  });

  it('does not make every visitor wait on the dead service', async () => {
    const before = await ratesRequestsServed(stack.urls.sandbox);
    const answers = await Promise.all(Array.from({ length: 10 }, () => dashboardOf(investor)));
    for (const answer of answers)
      expect(answer.data?.exchangeRates).toEqual(fallback(FETCH_FAILED));
    // Failures are retried after a minute: at most one more attempt, whatever the machine's pace.
    expect((await ratesRequestsServed(stack.urls.sandbox)) - before).toBeLessThanOrEqual(1);
  });

  it.each<[string, RatesSwitches, string]>([
    ['fails with HTTP 500', { mode: 'fail' }, FETCH_FAILED],
    ['answers after the gateway gave up', { mode: 'slow', delayMs: 5_000 }, FETCH_FAILED],
    ['answers nonsense', { mode: 'nonsense', nonsense: 'json' }, INVALID_RESPONSE],
  ])('falls back when the service %s', async (_name, switches, message) => {
    await setRatesMode(stack.urls.sandbox, switches);
    const gateway = await startExtraGateway(stack, { EXCHANGE_RATE_TIMEOUT_MS: '1000' });
    try {
      const answer = await visitorDashboard(gateway.url);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.exchangeRates).toEqual(fallback(message));
    } finally {
      await gateway.stop();
    }
  });

  it('keeps the live rates it already had when the service goes down', async () => {
    await setRatesMode(stack.urls.sandbox, { mode: 'ok' });
    const gateway = await startExtraGateway(stack);
    try {
      const live = (await visitorDashboard(gateway.url)).data?.exchangeRates;
      expect(live?.source).toBe('LIVE');
      await setRatesMode(stack.urls.sandbox, { mode: 'down' });
      const later = await visitorDashboard(gateway.url);
      expect(later.errors).toBeUndefined();
      expect(later.data?.exchangeRates).toEqual(live);
    } finally {
      await gateway.stop();
    }
  });
});
