import { DEFAULT_SALE } from '@rent/sale-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRatesMode } from '@rent/test-kit/sandbox';
import { freePort } from '@rent/test-kit/scripts';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../src/errors.js';
import { UPLOAD_LIMITS } from '../src/graphql/upload-limits.js';
import { CSRF_HEADER } from '../src/yoga.js';
import type { ExchangeRateService } from '../src/rates/exchange-rates.js';
import { startGateway, type TestGateway } from './support/gateway.js';
import {
  startApiProcess,
  startSandboxProcess,
  type RunningApi,
  type RunningService,
} from './support/services.js';

// The default sale's facts, as the dashboard asks for them (its phases are checked on their own).
const { phases: _phases, ...saleFacts } = DEFAULT_SALE;

const DASHBOARD = /* GraphQL */ `
  query Dashboard {
    sale {
      tokenName
      symbol
      tokenStandard
      price
      currency
      hardCap
      softCap
      totalSupply
      saleEnd
      phases {
        name
        start
        end
        bonusPercent
        status
      }
      currentPhase {
        name
      }
    }
    rentSupply {
      totalSold
    }
    exchangeRates {
      usd
      aed
      source
      message
      updatedAt
    }
  }
`;

let sandbox: RunningService;
let api: RunningApi;
let gateway: TestGateway;

beforeAll(async () => {
  [sandbox, api] = await Promise.all([startSandboxProcess(), startApiProcess()]);
  gateway = await startGateway({
    API_URL: api.url,
    EXCHANGE_RATE_URL: `${sandbox.url}/v6/latest/USD`,
  });
});
afterAll(async () => {
  await gateway?.close();
  await Promise.all([api?.stop(), sandbox?.stop()]);
});

describe('the dashboard query against a real api', () => {
  it('answers the sale, the supply and live rates in one request', async () => {
    const { status, body } = await gateway.graphql(DASHBOARD);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      sale: { ...saleFacts, currentPhase: null },
      rentSupply: { totalSold: '0' },
      exchangeRates: { source: 'LIVE', message: null },
    });
    const phases = (
      body.data?.sale as { phases: { name: string; bonusPercent: number; status: string }[] }
    ).phases;
    expect(phases.map(({ name, bonusPercent, status }) => [name, bonusPercent, status])).toEqual(
      DEFAULT_SALE.phases.map(({ name, bonusPercent }) => [name, bonusPercent, 'ENDED']),
    );
  });
});

describe('when the rate service is down', () => {
  let offline: TestGateway;
  beforeAll(async () => {
    await setRatesMode(sandbox.url, { mode: 'fail' });
    offline = await startGateway({
      API_URL: api.url,
      EXCHANGE_RATE_URL: `${sandbox.url}/v6/latest/USD`,
    });
  });
  afterAll(async () => {
    await offline?.close();
    await setRatesMode(sandbox.url, { mode: 'ok' });
  });

  it('answers the fallback rates and says so', async () => {
    const { body } = await offline.graphql(
      '{ exchangeRates { usd aed source message updatedAt } }',
    );
    expect(body.data?.exchangeRates).toEqual({
      usd: 85.53,
      aed: 23.33,
      source: 'FALLBACK',
      message: 'Failed to fetch exchange rate. Using fallback rate.',
      updatedAt: null,
    });
  });
});

describe('when api cannot be reached', () => {
  it('answers "Network Error" with UPSTREAM_UNAVAILABLE', async () => {
    const closed = await startGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const { body } = await closed.graphql('{ rentSupply { totalSold } }');
      expect(body.data).toEqual({ rentSupply: null });
      expect(body.errors?.[0]).toMatchObject({
        message: NETWORK_ERROR_MESSAGE,
        path: ['rentSupply'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    } finally {
      await closed.close();
    }
  });

  it('still answers the exchange rates beside the sale it cannot read (decision 0095)', async () => {
    const closed = await startGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const { status, body } = await closed.graphql(
        '{ sale { symbol } exchangeRates { usd aed } salesGraph { labels } }',
      );
      expect(status).toBe(200);
      expect(body.data).toEqual({
        sale: null,
        exchangeRates: { usd: expect.any(Number), aed: expect.any(Number) },
        salesGraph: null,
      });
      expect(body.errors?.map((error) => [error.path, error.extensions?.code])).toEqual(
        expect.arrayContaining([
          [['sale'], 'UPSTREAM_UNAVAILABLE'],
          [['salesGraph'], 'UPSTREAM_UNAVAILABLE'],
        ]),
      );
    } finally {
      await closed.close();
    }
  });
});

describe('unexpected failures', () => {
  it('are masked as "Something went wrong" with INTERNAL and no detail', async () => {
    const broken = {
      current: () => Promise.reject(new Error('secret stack detail')),
    } as unknown as ExchangeRateService;
    const masked = await startGateway({ API_URL: api.url }, broken);
    try {
      const { body } = await masked.graphql('{ exchangeRates { usd } }');
      expect(body.errors?.[0]).toMatchObject({
        message: GENERIC_ERROR_MESSAGE,
        extensions: { code: 'INTERNAL' },
      });
      expect(JSON.stringify(body)).not.toContain('secret');
    } finally {
      await masked.close();
    }
  });
});

describe('GraphQL protections', () => {
  it('refuses a request without the CSRF header', async () => {
    const response = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent('{ rentSupply { totalSold } }')}`,
    );
    expect(response.status).toBe(403);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: rentSupply { totalSold }`).join(
      ' ',
    );
    const { body } = await gateway.graphql(`{ ${aliases} }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses a query with too many tokens', async () => {
    const fields = Array.from({ length: 2500 }, () => 'totalSold').join(' ');
    const { body } = await gateway.graphql(`{ rentSupply { ${fields} } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/token/i);
  });

  it('does not suggest field names', async () => {
    const { body } = await gateway.graphql('{ sal { symbol } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });

  it('gives a syntax error the BAD_USER_INPUT code', async () => {
    const { body } = await gateway.graphql('{ sale { ');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads a request of undeclared length (chunked)', async () => {
    const response = await chunkedPost([JSON.stringify({ query: '{ rentSupply { totalSold } }' })]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: { rentSupply?: { totalSold?: unknown } } };
    expect(body.data?.rentSupply?.totalSold).toBeDefined();
  });

  it('stops reading a chunked request once it is larger than the limit', async () => {
    const padding = 'x'.repeat(1024 * 1024);
    const parts = [`{"query":"{ rentSupply { totalSold } }","extensions":{"pad":"`];
    for (let mb = 0; mb * 1024 * 1024 <= UPLOAD_LIMITS.requestSize; mb += 1) parts.push(padding);
    parts.push('"}}');
    const response = await chunkedPost(parts);
    const body = (await response.json()) as GraphQLBody;
    expect(response.status).toBe(413);
    // A JSON body carries no documents: it is held to 1 MB, not to the upload allowance.
    expect(body.errors?.[0]).toMatchObject({
      message: 'Request body too large (maximum 1 MB)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('sends no CORS headers to another origin', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('HTTP routes', () => {
  it('serves GraphiQL to a browser', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('RENT GraphQL');
  });

  it('answers the app for any unknown path, so the dashboard shows', async () => {
    for (const path of ['/', '/no/such/page', '/ico-distribution']) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers an envelope 404 for API paths instead of the app', async () => {
    const response = await fetch(`${gateway.url}/api/v1/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: false,
      message: 'Route GET /api/v1/nope not found',
      data: null,
      errors: [],
    });
  });

  it("reports its own health and api's", async () => {
    const response = await fetch(`${gateway.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true, data: { api: 'up' } });
  });
});

// Last in the file: it stops api for a while.
describe('liveness and readiness', () => {
  /** The status of a health answer, which must be the gateway's envelope, never the web app. */
  const statusOf = async (path: string) => {
    const response = await fetch(`${gateway.url}${path}`);
    expect(response.headers.get('content-type')).toContain('application/json');
    return response.status;
  };

  it('stays alive while api is stopped, and is ready again once api is back', async () => {
    expect(await statusOf('/health/live')).toBe(200);
    expect(await statusOf('/health/ready')).toBe(200);
    const whileDown = await api.whileStopped(async () => ({
      live: await statusOf('/health/live'),
      ready: await statusOf('/health/ready'),
      health: await statusOf('/health'),
    }));
    expect(whileDown).toEqual({ live: 200, ready: 503, health: 503 });
    expect(await statusOf('/health/ready')).toBe(200);
    expect(await statusOf('/health/live')).toBe(200);
  }, 120_000);
});

interface GraphQLBody {
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A POST whose body is streamed without a Content-Length, as Transfer-Encoding: chunked. */
function chunkedPost(parts: string[]): Promise<Response> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts.shift();
      if (part === undefined) controller.close();
      else controller.enqueue(encoder.encode(part));
    },
  });
  return fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true' },
    body,
    duplex: 'half',
  } as RequestInit);
}
