// The gateway's GraphQL transport under attack: operations past the depth, alias, directive, token,
// cost and batch limits; mutations over GET; requests a foreign page could make a browser send
// (no CSRF header, a simple content type, another origin); and typos fishing for field names.
// Each refusal is checked to have changed nothing: the investor's session survives the mutations
// that were refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, signedIn, type Session } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { graphqlErrorsOf, graphqlProblems } from './answer-checks.js';
import { loopback, postGraphql, send, type HttpAnswer } from './graphql-requests.js';

let stack: HardeningStack;
let gateway: string;
let investor: Session;

beforeAll(async () => {
  stack = await startHardeningStack({ investors: 1 });
  gateway = loopback(stack.urls.gateway);
  const [first] = stack.investors;
  if (!first) throw new Error('the stack has no investor');
  investor = await signedIn(gateway, first);
});

afterAll(async () => {
  await stack?.stop();
});

const query = (text: string, session?: Session) =>
  postGraphql(gateway, JSON.stringify({ query: text }), session);

function expectRefused(answer: HttpAnswer, reason: RegExp) {
  expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
  const errors = graphqlErrorsOf(answer.body);
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.map((error) => error.extensions?.code)).toContain('BAD_USER_INPUT');
  expect(errors.map((error) => String(error.message)).join('\n')).toMatch(reason);
  expect((answer.body as { data?: unknown }).data ?? null).toBeNull();
}

function expectAnswered(answer: HttpAnswer) {
  expect(answer.status).toBe(200);
  expect(graphqlErrorsOf(answer.body)).toEqual([]);
}

async function expectStillSignedIn() {
  const answer = await investor.graphql<{ me: { email: string } | null }>('{ me { email } }');
  expect(answer.data?.me?.email).toBe(stack.investors[0]?.email);
}

/** `{ sale { ... on Sale { … symbol } } }`: `levels` deep, fragments counted as levels. */
function nestedFragments(levels: number): string {
  const inner = Array.from({ length: levels - 2 }).reduce<string>(
    (selection) => `... on Sale { ${selection} }`,
    'symbol',
  );
  return `{ sale { ${inner} } }`;
}

const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: sale { symbol }`).join(' ')} }`;

describe('limits per operation', () => {
  it('answers an operation within every limit', async () => {
    expectAnswered(await query(aliased(15)));
    expectAnswered(await query(nestedFragments(10)));
  });

  it('refuses a query deeper than 10 levels', async () => {
    expectRefused(await query(nestedFragments(12)), /depth/i);
  });

  it('refuses introspection that walks the type graph in circles', async () => {
    const cycle = Array.from({ length: 8 }).reduce<string>(
      (selection) => `fields { type { ${selection} } }`,
      'name',
    );
    expectRefused(await query(`{ __schema { types { ${cycle} } } }`), /introspection depth/i);
  });

  it('refuses more than 15 aliases', async () => {
    expectRefused(await query(aliased(16)), /alias/i);
  });

  it('refuses more than 20 directives', async () => {
    const directives = Array.from({ length: 21 }, () => '@include(if: true)').join(' ');
    expectRefused(await query(`{ sale ${directives} { symbol } }`), /directive/i);
  });

  it('refuses more than 2000 tokens', async () => {
    const fields = Array.from({ length: 2100 }, () => 'symbol').join(' ');
    expectRefused(await query(`{ sale { ${fields} } }`), /token/i);
  });

  it('refuses an operation that costs too much through repeated fragments', async () => {
    const spreads = Array.from({ length: 600 }, () => '...Phases').join(' ');
    const text = `{ sale { ${spreads} } } fragment Phases on Sale { phases { name start end bonusPercent status } currentPhase { name start end bonusPercent status } }`;
    expectRefused(await query(text), /cost/i);
  });

  it('refuses a batch of more than 10 operations', async () => {
    const batch = Array.from({ length: 11 }, () => ({ query: '{ sale { symbol } }' }));
    const answer = await postGraphql(gateway, JSON.stringify(batch));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
    expect(graphqlErrorsOf(answer.body).length).toBeGreaterThan(0);
  });

  it('refuses a cyclic fragment without looping', async () => {
    const text = '{ sale { ...A } } fragment A on Sale { ...B } fragment B on Sale { ...A }';
    expectRefused(await query(text), /cannot spread fragment/i);
  });
});

describe('mutations and CSRF', () => {
  const signOut = 'mutation { signOut { message } }';

  it('refuses a mutation over GET, even with the CSRF header', async () => {
    const answer = await send(`${gateway}/graphql?query=${encodeURIComponent(signOut)}`, {
      headers: {
        [CSRF_HEADER]: 'true',
        cookie: investor.cookieHeader(),
        accept: 'application/json',
      },
    });
    expect(answer.status).toBe(405);
    expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
    await expectStillSignedIn();
  });

  // The content types a page may send anywhere without asking the server first (no preflight).
  it.each([
    ['text/plain', JSON.stringify({ query: signOut })],
    ['application/x-www-form-urlencoded', `query=${encodeURIComponent(signOut)}`],
    [
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: signOut })}\r\n--x--\r\n`,
    ],
  ])(
    'refuses a %s sign-out without the CSRF header from a foreign page, signing no one out',
    async (contentType, body) => {
      const answer = await send(`${gateway}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          cookie: investor.cookieHeader(),
          origin: 'https://attacker.example',
        },
        body,
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
      await expectStillSignedIn();
    },
  );

  it('refuses a GET query without the CSRF header', async () => {
    const answer = await send(
      `${gateway}/graphql?query=${encodeURIComponent('{ me { email } }')}`,
      {
        headers: { cookie: investor.cookieHeader(), accept: 'application/json' },
      },
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

describe('cross-origin requests', () => {
  const origins = ['https://attacker.example', 'null', 'http://localhost.attacker.example'];

  it.each(origins)('gives a preflight from %s no approval', async (origin) => {
    const answer = await send(`${gateway}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type, ${CSRF_HEADER}`,
      },
    });
    expect(answer.status).toBeLessThan(500);
    for (const header of [
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'access-control-allow-headers',
      'access-control-allow-methods',
    ]) {
      expect(answer.headers.get(header)).toBeNull();
    }
  });

  // A JSON request from a foreign page needs a preflight first, which gets no approval (above): a
  // browser never sends it. Sent anyway, as a script outside a browser could, its answer carries
  // nothing that would let a page read it.
  it.each(origins)('lets no page from %s read an answer', async (origin) => {
    const answer = await postGraphql(
      gateway,
      JSON.stringify({ query: '{ me { email } }' }),
      investor,
      {
        origin,
      },
    );
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('field suggestions', () => {
  const typos: [string, string][] = [
    ['a misspelt field', '{ sale { symbo } }'],
    ['a misspelt root field', '{ sal { symbol } }'],
    ['a misspelt argument', '{ orders(pag: 1) { page } }'],
    ['a misspelt enum literal', '{ salesGraph(range: LAST_7_DAY) { range } }'],
    ['an enum literal in the wrong case', '{ referrals(sort: { by: created_at }) { page } }'],
    ['a misspelt input field', '{ referrals(filter: { minBonu: "1" }) { page } }'],
    ['a misspelt type', 'query ($input: SignUpInpt!) { sale { symbol } }'],
    ['a misspelt directive', '{ sale @inclde(if: true) { symbol } }'],
    ['a misspelt fragment type', '{ sale { ...F } } fragment F on Sal { symbol }'],
  ];

  it.each(typos)('are never given for %s', async (_name, text) => {
    const answer = await query(text, investor);
    expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
    expect(graphqlErrorsOf(answer.body).length).toBeGreaterThan(0);
  });

  it('are never given for an enum value in the variables', async () => {
    const answer = await postGraphql(
      gateway,
      JSON.stringify({
        query: 'query ($range: SalesGraphRange!) { salesGraph(range: $range) { range } }',
        variables: { range: 'last_7_days' },
      }),
    );
    expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
    expect(graphqlErrorsOf(answer.body).length).toBeGreaterThan(0);
  });
});

describe('malformed GraphQL requests', () => {
  const bodies: [string, string][] = [
    ['JSON that does not parse', '{"query": "{ sale { symbol } }"'],
    ['a body that is a number', '42'],
    ['an empty query', JSON.stringify({ query: '' })],
    [
      'an unknown operation name',
      JSON.stringify({ query: 'query A { sale { symbol } }', operationName: 'B' }),
    ],
    [
      'two operations without a name to pick',
      JSON.stringify({ query: 'query A { sale { symbol } } query B { rentSupply { totalSold } }' }),
    ],
    [
      'extensions asking for a persisted query',
      JSON.stringify({
        extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
      }),
    ],
    [
      'a query of 1 MB of whitespace and comments',
      JSON.stringify({ query: `${'#'.repeat(1_000_000)}\n{ sale { symbol } }` }),
    ],
    ['an empty batch', '[]'],
  ];

  it.each(bodies)('answers %s with a coded error and no server error', async (_name, body) => {
    const answer = await postGraphql(gateway, body);
    expect(answer.status).toBeLessThan(500);
    expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
  });
});
