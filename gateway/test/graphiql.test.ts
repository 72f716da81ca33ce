import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@rent/test-kit/scripts';
import { dashboardExample } from '../src/generated/graphiql-example.js';
import { CSRF_HEADER, GRAPHIQL_EXAMPLE } from '../src/yoga.js';
import { startGateway, type TestGateway } from './support/gateway.js';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** The page's text as a browser's script reads it: JSON string escapes undone. */
function unescaped(html: string): string {
  return html
    .replace(/\\n/g, '\n')
    .replace(/\\"/g, '"')
    .replace(/\\u003c/gi, '<');
}

let gateway: TestGateway;

beforeAll(async () => {
  // The page needs no api.
  gateway = await startGateway({ API_URL: `http://127.0.0.1:${await freePort()}` });
});

afterAll(async () => {
  await gateway?.close();
});

describe('GraphiQL', () => {
  it("opens on the dashboard's query under a comment pointing to the error guide", async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const page = unescaped(await response.text());
    // Checked one by one, so a failure names the missing text rather than printing the page.
    for (const text of [
      '# RENT GraphQL: a worked example, the query the dashboard sends',
      '# Error guide: every error carries extensions.code',
      "schema's description: open the Documentation Explorer",
      'query Dashboard($signedIn: Boolean! = false) {',
      'fragment SalesProgress on Sale {',
      `{"${CSRF_HEADER}":"true"}`,
    ])
      expect(page.includes(text), `the page shows ${text}`).toBe(true);
  });

  it('shows the query the web app sends, complete and valid against the schema', () => {
    expect(GRAPHIQL_EXAMPLE).toContain(dashboardExample);
    const document = parse(GRAPHIQL_EXAMPLE);
    expect(validate(schema, document)).toEqual([]);
    const names = document.definitions.map((definition) =>
      'name' in definition ? definition.name?.value : undefined,
    );
    expect(names).toEqual([
      'Dashboard',
      'TokenInformation',
      'SalesProgress',
      'PresaleSchedule',
      'SiteOperator',
      'ExchangeRatesFields',
      'DistributionStatus',
      'AccountHoldFields',
      'OrderRow',
    ]);
  });
});
