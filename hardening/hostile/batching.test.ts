// The batching attack against the built product: one anonymous HTTP request carrying ten
// operations of fifteen aliased reads each, which made api answer 150 calls and slowed every other
// investor. A proxy between the gateway and api counts what each request makes api do. And the
// memory attack beside it: many large JSON bodies at once.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from '@rent/test-kit/counting-proxy';
import { CSRF_HEADER, signedIn, type Session } from '@rent/test-kit/session';
import { sized } from '../support/size.js';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { graphqlErrorsOf, graphqlProblems } from './answer-checks.js';
import { loopback, postGraphql, type HttpAnswer } from './graphql-requests.js';

let stack: HardeningStack;
let proxy: CountingProxy | undefined;
let gateway: string;
let investor: Session;

beforeAll(async () => {
  stack = await startHardeningStack({
    investors: 1,
    // Each call is held 20 ms, so that calls made together are seen together.
    routeApi: async (apiUrl) => (proxy = await startCountingProxy(apiUrl, { holdMs: 20 })).url,
  });
  gateway = loopback(stack.urls.gateway);
  const [first] = stack.investors;
  if (!first) throw new Error('the stack has no investor');
  investor = await signedIn(gateway, first);
});

afterAll(async () => {
  await stack?.stop();
  await proxy?.close();
});

function counter(): CountingProxy {
  if (!proxy) throw new Error('the gateway does not go through the counting proxy');
  return proxy;
}

const aliased = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');

const ATTACK = JSON.stringify(
  Array.from({ length: 10 }, () => ({ query: `{ ${aliased(15, 'rentSupply { totalSold }')} }` })),
);

function expectRefusedWhole(answer: HttpAnswer) {
  expect(answer.status).toBe(400);
  expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
  const errors = graphqlErrorsOf(answer.body);
  expect(errors.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  expect(String(errors[0]?.message)).toMatch(/too much at once/);
}

describe('the batching attack', () => {
  it('is refused whole, without one call to api', async () => {
    counter().reset();
    expectRefusedWhole(await postGraphql(gateway, ATTACK));
    expect(counter().counts().calls).toBe(0);
  });

  it('aliasing sign-ins in a batch is refused whole too: no password is checked', async () => {
    const [first] = stack.investors;
    const signIn = `signIn(email: "${first?.email}", password: "wrong-guess") { message }`;
    const batch = Array.from({ length: 10 }, () => ({
      query: `mutation { ${aliased(15, signIn)} }`,
    }));
    counter().reset();
    expectRefusedWhole(await postGraphql(gateway, JSON.stringify(batch)));
    expect(counter().counts().calls).toBe(0);
  });

  it("sent many times at once, costs api nothing while an investor's reads are answered", async () => {
    const attacks = sized(10, 50);
    counter().reset();
    const [answers, reads] = await Promise.all([
      Promise.all(Array.from({ length: attacks }, () => postGraphql(gateway, ATTACK))),
      (async () => {
        const seen = [];
        for (let read = 0; read < 5; read += 1) {
          seen.push(await investor.graphql('{ rentSupply { totalSold } me { email } }'));
        }
        return seen;
      })(),
    ]);
    for (const answer of answers) expectRefusedWhole(answer);
    for (const read of reads) {
      expect(read.errors).toBeUndefined();
      expect(read.data).toMatchObject({ me: { email: stack.investors[0]?.email } });
    }
    // Only the investor's own reads reached api: two calls each.
    expect(counter().counts().calls).toBe(reads.length * 2);
  });

  const figuresBatch = JSON.stringify(
    Array.from({ length: 10 }, () => ({ query: '{ sale { symbol } rentSupply { totalSold } }' })),
  );

  it('the largest batch answered makes api answer at most 20 calls, 6 at a time', async () => {
    counter().reset();
    // Signed in, each figure is read from api (decision 0152).
    const answer = await postGraphql(gateway, figuresBatch, investor);
    expect(answer.status).toBe(200);
    expect(graphqlErrorsOf(answer.body)).toEqual([]);
    expect(answer.body).toHaveLength(10);
    const { calls, mostInFlight } = counter().counts();
    expect(calls).toBe(20);
    expect(mostInFlight).toBeLessThanOrEqual(6);
  });

  it('the same batch from a visitor costs api one read of each figure', async () => {
    counter().reset();
    const answer = await postGraphql(gateway, figuresBatch);
    expect(answer.status).toBe(200);
    expect(graphqlErrorsOf(answer.body)).toEqual([]);
    expect(counter().counts().calls).toBeLessThanOrEqual(2);
  });
});

function residentMemoryMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kilobytes / 1024;
}

/** A JSON body of `megabytes` sent in chunks (no length announced), and the gateway's answer. */
function chunkedJson(megabytes: number): Promise<{ status?: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${gateway}/graphql`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: 'true', 'content-type': 'application/json' },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    // The gateway answers and closes once it has seen enough; the rest is never written.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    const megabyte = Buffer.alloc(1 << 20, 'x');
    request.write('{"query":"{ sale { symbol } }","variables":{"padding":"');
    for (let written = 0; written < megabytes; written += 1) request.write(megabyte);
    request.end('"}}');
  });
}

describe('large JSON bodies', () => {
  it('are refused past 1 MB with 413, many at once, without the gateway holding them', async () => {
    const pid = stack.running.pidOf('gateway');
    const before = residentMemoryMiB(pid);
    const answers = await Promise.all(Array.from({ length: sized(8, 24) }, () => chunkedJson(20)));
    for (const { status, text } of answers) {
      expect(status).toBe(413);
      expect(JSON.parse(text)).toMatchObject({
        errors: [
          {
            message: 'Request body too large (maximum 1 MB)',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      });
    }
    expect(residentMemoryMiB(pid) - before).toBeLessThan(100);
  });
});
