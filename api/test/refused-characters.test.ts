// No text field takes a character that breaks a line, hides text or reorders it, and a person's
// name is letters, never a phone number or a web address: each kind of field is sent the attack
// and answers 400 with its field named, keeping nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import {
  accountsConfig,
  PASSWORD,
  rowCounts,
  seedInvestor,
  signupBody,
} from './helpers/accounts.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { filesUnder, kycForm, multipartBody } from './helpers/kyc.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2025-07-15T10:00:00Z');
let dataDir: string;
let database: TestDatabase;
let app: App;
let investor: UserRow;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rent-refused-characters-'));
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({ DATA_DIR: dataDir }),
  });
});

beforeEach(async () => {
  await database.reset();
  investor = await seedInvestor(database.db, {
    email: 'asha@example.com',
    fullname: 'Asha Rao',
    now: clock.now(),
  });
  browser = browserFor(app);
  const signedIn = await browser.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: 'asha@example.com', password: PASSWORD },
  });
  expect(signedIn.statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ATTACKS: [string, string][] = [
  ['CR/LF', 'Asha\r\nBcc: everyone@example.com'],
  ['a tab', 'Asha\tRao'],
  ['DEL', 'Asha\u007FRao'],
  ['a right-to-left override', 'Asha \u202Eoar'],
  ['a zero-width space', 'Asha\u200BRao'],
];

async function storedState() {
  const user = await database.db
    .selectFrom('users')
    .select(['fullname', 'phone', 'kyc_status'])
    .where('id', '=', investor.id)
    .executeTakeFirstOrThrow();
  const applications = await database.db.selectFrom('kyc_applications').selectAll().execute();
  return { user, applications, rows: await rowCounts(database.db) };
}

async function expectRefused(
  send: () => Promise<{ statusCode: number; json: () => unknown }>,
  field: string,
  message: string,
) {
  const before = await storedState();
  const response = await send();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    status: false,
    message,
    errors: expect.arrayContaining([{ field, message }]),
  });
  expect(await storedState()).toEqual(before);
  expect(await filesUnder(join(dataDir, 'documents'))).toEqual([]);
  expect(await filesUnder(join(dataDir, 'incoming'))).toEqual([]);
}

const signUp = (payload: object, query = '') =>
  app.inject({ method: 'POST', url: `/api/v1/auth/signup${query}`, payload });

const updateProfile = (payload: object) =>
  browser.request({ method: 'PATCH', url: '/api/v1/user/update', payload });

async function submitKyc(fields: Record<string, string>) {
  const { payload, headers } = await multipartBody(kycForm(fields));
  return browser.request({ method: 'POST', url: '/api/v1/kyc/submit', payload, headers });
}

const refusal = (label: string) => `${label} contains characters that are not allowed.`;

describe.each(ATTACKS)('text holding %s', (_name, text) => {
  it('is refused as the name at sign-up', async () => {
    await expectRefused(
      () => signUp(signupBody({ fullname: text })),
      'fullname',
      refusal('Full name'),
    );
  });

  it('is refused as the e-mail address at sign-up', async () => {
    await expectRefused(
      () => signUp(signupBody({ email: `asha${text}@example.com` })),
      'email',
      refusal('Email'),
    );
  });

  it('is refused as the referral code of a sign-up', async () => {
    const query = `?referralCode=${encodeURIComponent(`RENT${text}`)}`;
    await expectRefused(
      () => signUp(signupBody(), query),
      'referralCode',
      refusal('Referral code'),
    );
  });

  it('is refused as the name or the phone of a profile update', async () => {
    await expectRefused(() => updateProfile({ fullname: text }), 'fullname', refusal('Full name'));
    await expectRefused(
      () => updateProfile({ phone: `98765${text}43210` }),
      'phone',
      refusal('Phone'),
    );
  });

  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['street1', 'Street address'],
    ['city', 'City'],
  ])('is refused in the KYC form’s %s', async (field, label) => {
    await expectRefused(() => submitKyc({ [field]: text }), field, refusal(label));
  });

  it('is refused as the search of the referral table', async () => {
    await expectRefused(
      () =>
        browser.request({
          method: 'GET',
          url: `/api/v1/referral/bonuses?search=${encodeURIComponent(text)}`,
        }),
      'search',
      refusal('Search'),
    );
  });
});

const WEB_ADDRESS = 'must not be a web address.';
const LETTERS_ONLY = 'may contain only letters, spaces, dots, apostrophes and hyphens.';

describe('a person’s name', () => {
  it.each([
    ['a web address', 'www.rent-bonus.example', WEB_ADDRESS],
    ['a domain', 'Claim at rentbonus.com', WEB_ADDRESS],
    ['a link', 'https://evil.example', LETTERS_ONLY],
    ['a phone number', 'Call +91-99999-00000 to claim your bonus', LETTERS_ONLY],
    ['an e-mail address', 'asha@evil.example', LETTERS_ONLY],
    ['markup', 'Asha <b>Rao</b>', LETTERS_ONLY],
  ])(
    'is refused when it is %s, at sign-up, in the profile and in KYC',
    async (_kind, name, rule) => {
      const before = await storedState();
      const answers = [
        ['fullname', await signUp(signupBody({ fullname: name }))],
        ['fullname', await updateProfile({ fullname: name })],
        ['firstName', await submitKyc({ firstName: name })],
      ] as const;
      for (const [field, response] of answers) {
        expect(response.statusCode).toBe(400);
        const { errors } = response.json() as { errors: { field: string; message: string }[] };
        const label = field === 'firstName' ? 'First name' : 'Full name';
        expect(errors).toContainEqual({ field, message: `${label} ${rule}` });
      }
      expect(await storedState()).toEqual(before);
    },
  );

  it.each([
    'Priya N. Nair',
    'Anne-Marie D’Souza',
    "Seán O'Brien",
    'ശ്രീ\u200Dനാഥ്',
    'क्\u200Dष त्रिपाठी',
    'R.Madhavan',
  ])('is kept when it is a real name such as %s', async (name) => {
    const response = await updateProfile({ fullname: name });
    expect(response.statusCode).toBe(200);
    expect((await storedState()).user.fullname).toBe(name);
  });
});
