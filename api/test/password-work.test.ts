// Password hashing is the one piece of work a request can make the api do for ~60 ms of CPU. A
// flood of password checks must not queue up behind itself and everyone else: beyond a small
// queue, the answer is a quick 503 with Retry-After, and a bystander's sign-in is not held for
// longer than the queue takes to drain.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { accountsConfig, PASSWORD, seedInvestor } from './helpers/accounts.js';
import { browserFor } from './helpers/browser.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const CONCURRENCY = 1;
const QUEUE = 4;
const FLOOD = 200;

const clock = testClock('2025-07-15T10:00:00Z');
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    // Check limits out of the way: the flood stands for many stolen sessions on many addresses.
    config: await accountsConfig({
      PASSWORD_HASH_CONCURRENCY: String(CONCURRENCY),
      PASSWORD_HASH_QUEUE: String(QUEUE),
    }),
  });
  await seedInvestor(database.db, { email: 'attacker@example.com', now: clock.now() });
  await seedInvestor(database.db, { email: 'bystander@example.com', now: clock.now() });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const signIn = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password: PASSWORD },
  });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

function flood(attacker: ReturnType<typeof browserFor>, newPassword: string) {
  return Array.from({ length: FLOOD }, (_, guess) =>
    attacker.request({
      method: 'PATCH',
      url: '/api/v1/user/change-password',
      payload: { currentPassword: `Guess-${guess}-Password`, newPassword },
    }),
  );
}

async function bystanderDuring(requests: ReturnType<typeof flood>) {
  const bystander = await timed(() => signIn('bystander@example.com'));
  return {
    bystander: bystander.result,
    bystanderMs: bystander.ms,
    answers: await Promise.all(requests),
  };
}

it('answers a flood of change-password guesses quickly with 503 and keeps a bystander’s sign-in within the queue’s bound', async () => {
  const attacker = browserFor(app);
  expect(
    (
      await attacker.request({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { email: 'attacker@example.com', password: PASSWORD },
      })
    ).statusCode,
  ).toBe(200);
  // One sign-in alone: about one password verification.
  const alone = await timed(() => signIn('bystander@example.com'));
  expect(alone.result.statusCode).toBe(200);

  // The same flood of requests that hash nothing (a weak new password is refused before the
  // current one is checked): what the database and the framework cost the bystander anyway.
  const plain = await timed(() => bystanderDuring(flood(attacker, 'weak')));
  expect(plain.result.answers.every((answer) => answer.statusCode === 400)).toBe(true);

  const guessing = await bystanderDuring(flood(attacker, 'Changed-Secret-42'));
  const { answers } = guessing;

  // Password work adds at most the work running and queued ahead, with room for a busy machine.
  const bound = plain.result.bystanderMs + (CONCURRENCY + QUEUE + 1) * alone.ms * 2;
  expect(guessing.bystanderMs).toBeLessThan(bound);
  expect([200, 503]).toContain(guessing.bystander.statusCode);

  const busy = answers.filter((answer) => answer.statusCode === 503);
  const checked = answers.filter((answer) => answer.statusCode === 400);
  expect(busy.length + checked.length).toBe(FLOOD);
  // The requests reach the limiter over the time the database takes for two hundred of them, and
  // every hash finished meanwhile frees a place: a handful more than the queue holds may be
  // checked, never the flood (the limiter's own test holds the exact bound at any one moment).
  expect(checked.length).toBeLessThan(FLOOD / 10);
  expect(busy[0]?.headers['retry-after']).toBe('1');
  expect(busy[0]?.json()).toEqual({
    status: false,
    message: 'Service temporarily unavailable',
    data: null,
    errors: [],
  });

  // Once the flood is answered, sign-in works as before.
  expect((await signIn('bystander@example.com')).statusCode).toBe(200);
});
