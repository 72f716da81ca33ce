// Operations sent by hash through the gateway against a real api (decision 0092): the web app's
// persisted documents by their build-time hash, Apollo's automatic persisted queries for other
// clients, and the setting that runs the known documents only. The gateway's limits, CSRF
// prevention and metrics hold for an operation sent by hash as for its text.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricValue } from '@rent/test-kit/metrics';
import { webPersistedDocuments } from '../src/generated/persisted-documents.js';
import { APQ_REGISTRATIONS_PER_MINUTE, sha256 } from '../src/graphql/persisted-operations.js';
import { requestFrom } from '@rent/test-kit/appending-proxy';
import { CSRF_HEADER, GRAPHQL_LIMITS } from '../src/yoga.js';
import { startGateway, type TestGateway } from './support/gateway.js';
import { PNG } from './support/buyers.js';
import { startApiProcess, type RunningService } from './support/services.js';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

interface Operation {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}

let api: RunningService;
let open: TestGateway;
let knownOnly: TestGateway;

beforeAll(async () => {
  api = await startApiProcess();
  [open, knownOnly] = await Promise.all([
    startGateway({ API_URL: api.url }),
    startGateway({ API_URL: api.url, PERSISTED_OPERATIONS_ONLY: 'true' }),
  ]);
});
afterAll(async () => {
  await Promise.all([open?.close(), knownOnly?.close()]);
  await api?.stop();
});

async function send(gateway: TestGateway, body: Operation | Operation[]) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}

const byHash = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

/** The web app's persisted document of an operation, and its hash, from the generated manifest. */
function webDocument(operationName: string): { hash: string; text: string } {
  const entry = Object.entries(webPersistedDocuments).find(([, text]) =>
    new RegExp(`\\b(?:query|mutation) ${operationName}\\b`).test(text),
  );
  if (!entry) throw new Error(`the web app has no operation ${operationName}`);
  return { hash: entry[0], text: entry[1] };
}

/** A query of our own, different on every call, so that no gateway knows it yet. */
function newQuery(): { query: string; hash: string } {
  const query = `query Supply_${randomUUID().replaceAll('-', '')} { rentSupply { totalSold } }`;
  return { query, hash: sha256(query) };
}

const dashboard = () => ({
  operationName: 'Dashboard',
  variables: { signedIn: false },
  extensions: byHash(webDocument('Dashboard').hash),
});

describe("the web app's documents, by hash", () => {
  it("answers the dashboard's query sent by its build-time hash alone", async () => {
    const { hash, text } = webDocument('Dashboard');
    expect(sha256(text)).toBe(hash);
    const { status, body } = await send(open, dashboard());
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      sale: { __typename: 'Sale', symbol: 'RENT' },
      rentSupply: { totalSold: expect.any(String) },
      me: null,
    });
  });

  it('counts an operation sent by hash under its name in the metrics', async () => {
    const scrape = async () => (await fetch(open.metricsUrl)).text();
    const series = { operation: 'Dashboard', outcome: 'ok' };
    const before =
      metricValue(await scrape(), 'rent_gateway_graphql_operations_total', series) ?? 0;
    await send(open, dashboard());
    expect(metricValue(await scrape(), 'rent_gateway_graphql_operations_total', series)).toBe(
      before + 1,
    );
  });

  it("holds a batch sent by hash to the request's allowance of root fields", async () => {
    const batch = Array.from({ length: 4 }, dashboard);
    const { status, body } = await send(open, batch);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(
      `its operations may hold at most ${GRAPHQL_LIMITS.rootFields} root fields in all`,
    );
  });

  it('refuses a GET by hash without the CSRF header', async () => {
    const url = new URL(`${open.url}/graphql`);
    url.searchParams.set('operationName', 'Dashboard');
    url.searchParams.set('extensions', JSON.stringify(dashboard().extensions));
    const refused = await fetch(url);
    expect(refused.status).toBe(403);
    const answered = await fetch(url, { headers: { [CSRF_HEADER]: 'true' } });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as GraphQLBody).errors).toBeUndefined();
  });
});

describe('automatic persisted queries', () => {
  it('registers a query sent with its hash, then answers the hash alone', async () => {
    const { query, hash } = newQuery();
    const unknown = await send(open, { extensions: byHash(hash) });
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors).toEqual([
      {
        message: 'PersistedQueryNotFound',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      },
    ]);

    const registered = await send(open, { query, extensions: byHash(hash) });
    expect(registered.body).toEqual({ data: { rentSupply: { totalSold: expect.any(String) } } });

    const alone = await send(open, { extensions: byHash(hash) });
    expect(alone.status).toBe(200);
    expect(alone.body).toEqual(registered.body);
  });

  it('refuses a query whose hash is not its own, and keeps nothing under that hash', async () => {
    const { query } = newQuery();
    const other = newQuery();
    const mismatch = await send(open, { query, extensions: byHash(other.hash) });
    expect(mismatch.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_MISMATCH');
    expect(mismatch.body.data).toBeUndefined();

    const later = await send(open, { extensions: byHash(other.hash) });
    expect(later.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('holds a registered query to the depth limit when it comes back by hash', async () => {
    let selection = '{ name }';
    for (let depth = 0; depth < GRAPHQL_LIMITS.depth; depth += 1)
      selection = `{ ...on SalePhase ${selection} }`;
    const query = `query Deep { sale { phases ${selection} } }`;
    const refusal = `Query depth limit of ${GRAPHQL_LIMITS.depth} exceeded`;
    const registered = await send(open, { query, extensions: byHash(sha256(query)) });
    expect(registered.body.errors?.[0]?.message).toContain(refusal);

    const { body } = await send(open, { extensions: byHash(sha256(query)) });
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(refusal),
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it('still runs an operation sent as text alone, as GraphiQL sends it', async () => {
    const { status, body } = await send(open, { query: '{ sale { symbol } }' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { sale: { symbol: 'RENT' } } });
  });
});

describe('registrations from one client', () => {
  /** A POST from one loopback address, standing for one client of its own. */
  async function sendFrom(client: string, body: Operation | Operation[]) {
    const answer = await requestFrom(client, `${open.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true' },
      body: JSON.stringify(body),
    });
    return JSON.parse(await answer.text()) as GraphQLBody | GraphQLBody[];
  }
  const registration = (query: string) => ({ query, extensions: byHash(sha256(query)) });

  it("are bounded, so 1,200 of them evict neither another client's nor the web app's documents", async () => {
    const theirs = `query Theirs${randomUUID().replaceAll('-', '')} { __typename }`;
    expect(await sendFrom('127.0.0.9', registration(theirs))).toEqual({
      data: { __typename: 'Query' },
    });

    const run = randomUUID().replaceAll('-', '');
    const codes: string[] = [];
    for (let batch = 0; batch < 120; batch += 1) {
      const operations = Array.from({ length: 10 }, (_, index) =>
        registration(`query Filler${run}x${batch * 10 + index} { __typename }`),
      );
      const answers = (await sendFrom('127.0.0.8', operations)) as GraphQLBody[];
      for (const answer of answers)
        codes.push(String(answer.errors?.[0]?.extensions?.code ?? 'OK'));
    }
    expect(codes.filter((code) => code === 'OK')).toHaveLength(APQ_REGISTRATIONS_PER_MINUTE);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(
      1200 - APQ_REGISTRATIONS_PER_MINUTE,
    );
    const refused = (await sendFrom(
      '127.0.0.8',
      registration(`query Late${run} { __typename }`),
    )) as GraphQLBody;
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfter: expect.any(Number),
    });

    // The other client's registration and the web app's documents still answer by hash alone.
    expect(await sendFrom('127.0.0.9', { extensions: byHash(sha256(theirs)) })).toEqual({
      data: { __typename: 'Query' },
    });
    for (const name of ['Dashboard']) {
      const { hash } = webDocument(name);
      const answer = (await sendFrom('127.0.0.9', {
        extensions: byHash(hash),
        variables: { signedIn: false },
      })) as GraphQLBody;
      expect(answer.errors, name).toBeUndefined();
    }
  });
});

describe('with PERSISTED_OPERATIONS_ONLY', () => {
  it("answers the web app's documents by hash", async () => {
    const { status, body } = await send(knownOnly, dashboard());
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ sale: { symbol: 'RENT' } });
  });

  it("takes the web app's upload by hash, as a multipart request", async () => {
    const operations = {
      operationName: 'SubmitManualOrder',
      variables: { amount: '1000', proof: null },
      extensions: byHash(webDocument('SubmitManualOrder').hash),
    };
    const body = new FormData();
    body.append('operations', JSON.stringify(operations));
    body.append('map', JSON.stringify({ '0': ['variables.proof'] }));
    body.append('0', new File([PNG], 'proof.png', { type: 'image/png' }));
    const response = await fetch(`${knownOnly.url}/graphql`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: 'true' },
      body,
    });
    // It ran: api asks a visitor to sign in.
    const answer = (await response.json()) as GraphQLBody;
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an arbitrary operation with PERSISTED_QUERY_ONLY and a 403', async () => {
    const { status, body } = await send(knownOnly, { query: '{ sale { symbol } }' });
    expect(status).toBe(403);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('runs only the operations it knows'),
        extensions: { code: 'PERSISTED_QUERY_ONLY' },
      }),
    ]);
  });

  it('refuses to register a query, and then still does not know its hash', async () => {
    const { query, hash } = newQuery();
    const registration = await send(knownOnly, { query, extensions: byHash(hash) });
    expect(registration.status).toBe(403);
    expect(registration.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');

    const alone = await send(knownOnly, { extensions: byHash(hash) });
    expect(alone.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses a request with neither a query nor a hash with a 400', async () => {
    const { status, body } = await send(knownOnly, { variables: {} });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });

  it("refuses the web app's own text when it comes as text", async () => {
    const { text } = webDocument('Dashboard');
    const { status } = await send(knownOnly, { query: text, variables: { signedIn: false } });
    expect(status).toBe(403);
  });
});
