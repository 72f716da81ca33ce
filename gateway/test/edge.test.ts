// What the gateway answers at its edge, with no api behind it: GraphiQL's page and its parts only
// where it is configured on, prepared once and limited per client (decisions 0099, 0146); Strict-Transport-Security
// over https; a body that is not JSON refused without being quoted back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@rent/test-kit/scripts';
import {
  GRAPHIQL_ASSET_LOADS_PER_MINUTE,
  GRAPHIQL_LOADS_PER_MINUTE,
} from '../src/http/graphiql-page.js';
import { CSRF_HEADER } from '../src/yoga.js';
import { startGateway, type TestGateway } from './support/gateway.js';

const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let production: TestGateway;
let configuredOn: TestGateway;

beforeAll(async () => {
  const API_URL = `http://127.0.0.1:${await freePort()}`;
  const site = { API_URL, NODE_ENV: 'production', PUBLIC_URL: 'https://rent.example' };
  [production, configuredOn] = await Promise.all([
    startGateway(site),
    startGateway({ ...site, GRAPHIQL: 'true' }),
  ]);
});

afterAll(async () => {
  await Promise.all([production?.close(), configuredOn?.close()]);
});

describe("GraphiQL's page", () => {
  it('is not served in production unless configured on', async () => {
    const off = await fetch(`${production.url}/graphql`, { headers: PAGE });
    expect(off.headers.get('content-type')).not.toMatch(/text\/html/);
    expect(await off.text()).not.toContain('RENT GraphQL');
    const on = await fetch(`${configuredOn.url}/graphql`, { headers: PAGE });
    expect(on.status).toBe(200);
    expect(on.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await on.text()).toContain('<title>RENT GraphQL</title>');
  });

  it('is refused with 429 and Retry-After past its loads per minute from one client', async () => {
    const gateway = await startGateway({ API_URL: production.url, GRAPHIQL: 'true' });
    try {
      const load = () =>
        fetch(`${gateway.url}/graphql`, { headers: { ...PAGE, 'accept-encoding': 'br' } });
      for (let index = 0; index < GRAPHIQL_LOADS_PER_MINUTE; index += 1) {
        const answer = await load();
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
      }
      const refused = await load();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: false });
    } finally {
      await gateway.close();
    }
  });
});

describe("GraphiQL's parts", () => {
  it('are served only where the page is, each address as often as its page loads need', async () => {
    const page = await (await fetch(`${configuredOn.url}/graphql`, { headers: PAGE })).text();
    const stylesheet = /href="(\/graphiql\/[^"]+\.css)"/.exec(page)?.[1] ?? '';
    expect(stylesheet).not.toBe('');
    // Off, the path is the web app's like any other: no GraphiQL there.
    const off = await fetch(`${production.url}${stylesheet}`);
    expect(off.headers.get('content-type')).not.toMatch(/text\/css/);

    const gateway = await startGateway({ API_URL: production.url, GRAPHIQL: 'true' });
    try {
      const load = () => fetch(`${gateway.url}${stylesheet}`);
      for (let index = 0; index < GRAPHIQL_ASSET_LOADS_PER_MINUTE; index += 1) {
        const answer = await load();
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
        await answer.arrayBuffer();
      }
      const refused = await load();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The page has a count of its own.
      expect((await fetch(`${gateway.url}/graphql`, { headers: PAGE })).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when PUBLIC_URL is https, and not over http', async () => {
    for (const path of ['/graphql', '/dashboard', '/api/v1/sale', '/metrics']) {
      const answer = await fetch(`${production.url}${path}`);
      expect(answer.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const local = await startGateway({ API_URL: production.url });
    try {
      const answer = await fetch(`${local.url}/dashboard`);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await local.close();
    }
  });
});

describe('a body that is not JSON', () => {
  it('is refused 400 as BAD_USER_INPUT, in production, without quoting it back', async () => {
    const secret = 'card-4111111111111111';
    for (const body of [`{"query": "{ sale { symbol } }" ${secret}`, `[{"query":"${secret}`]) {
      const answer = await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true' },
        body,
      });
      expect(answer.status).toBe(400);
      const text = await answer.text();
      expect(text).not.toContain(secret);
      expect(text).not.toContain('originalError');
      const { errors } = JSON.parse(text) as { errors: { message: string; extensions: object }[] };
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toMatch(/invalid JSON/);
      expect(errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(errors[0]?.extensions).not.toHaveProperty('originalError');
    }
  });
});
