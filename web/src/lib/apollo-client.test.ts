import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import persistedDocuments from '../gql/persisted-documents.json';
import { investor } from '../testing/investor';
import { createApolloClient } from './apollo-client';
import { createSession } from './session/session';
import { MeQuery, RefreshSessionMutation } from './session/session-operations';

interface SentOperation {
  operationName?: string;
  query?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

const known = persistedDocuments as Record<string, string>;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const notFound = {
  errors: [
    { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
  ],
};

/** A gateway on `fetch`: each HTTP request is a batch; `answer` gives each operation's result. */
function gateway(answer: (operation: SentOperation, request: number) => unknown) {
  const requests: SentOperation[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_uri: string, init: RequestInit) => {
      const batch = JSON.parse(String(init.body)) as SentOperation[];
      requests.push(batch);
      const results = batch.map((operation) => answer(operation, requests.length));
      return new Response(JSON.stringify(results), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}

const me = { data: { __typename: 'Query', me: investor } };

describe("the app's GraphQL client", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends an operation by the hash of its persisted document, without its text', async () => {
    const requests = gateway(() => me);
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const client = createApolloClient(createSession());
    const { data } = await client.query({ query: MeQuery });

    expect(data?.me?.email).toBe(investor.email);
    // The hash is the build's: nothing is hashed in the browser.
    expect(digest).not.toHaveBeenCalled();
    const [[sent]] = requests as [[SentOperation]];
    expect(sent.query).toBeUndefined();
    expect(sent.operationName).toBe('Me');
    const hash = sent.extensions?.persistedQuery?.sha256Hash ?? '';
    expect(sent.extensions?.persistedQuery?.version).toBe(1);
    expect(known[hash]).toMatch(/^fragment SessionUser on User \{.*\} query Me \{/);
  });

  it('batches operations sent by hash into one request', async () => {
    const renewed = {
      data: {
        __typename: 'Mutation',
        refreshSession: { __typename: 'MessagePayload', message: 'Session refreshed' },
      },
    };
    const requests = gateway((operation) => (operation.operationName === 'Me' ? me : renewed));
    const client = createApolloClient(createSession());
    await Promise.all([
      client.query({ query: MeQuery }),
      client.mutate({ mutation: RefreshSessionMutation }),
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.map((operation) => operation.operationName)).toEqual([
      'Me',
      'RefreshSession',
    ]);
    expect(requests[0]?.every((operation) => operation.query === undefined)).toBe(true);
  });

  it('sends the text with the same hash when the gateway does not know the hash', async () => {
    const requests = gateway((operation) => (operation.query ? me : notFound));
    const client = createApolloClient(createSession());
    const { data } = await client.query({ query: MeQuery });

    expect(data?.me?.email).toBe(investor.email);
    expect(requests).toHaveLength(2);
    const [[byHash], [withText]] = requests as [[SentOperation], [SentOperation]];
    const hash = byHash.extensions?.persistedQuery?.sha256Hash;
    expect(byHash.query).toBeUndefined();
    expect(withText.extensions?.persistedQuery).toEqual({ version: 1, sha256Hash: hash });
    // The text is the persisted one: its hash is the one announced, so the gateway registers it.
    expect(withText.query).toBe(known[hash ?? '']);
    expect(sha256(withText.query ?? '')).toBe(hash);
  });
});
