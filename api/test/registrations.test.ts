// Registrations that do not bind the real owner of an address: a sign-up never tells whether the
// address is taken, a stranger's unverified registration is replaced by the owner's, and a reset
// of a never-verified account drops what the stranger chose. A reset is mailed to the investor.
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import {
  accountsConfig,
  PASSWORD,
  rowCounts,
  seedInvestor,
  signupBody,
  tokenInLink,
} from './helpers/accounts.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2025-07-15T10:00:00Z');
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({ PUBLIC_URL: 'https://rent.example' }),
  });
});

beforeEach(async () => {
  clock.advance(24 * 60 * 60_000);
  await database.reset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const VICTIM = 'meera.iyer@example.com';
// Digits and symbols in a name are refused (decision 0067); a bait made of words alone passes them.
const BAIT_NAME = 'Claim Your Bonus From Our Agent';

// Each request a second after the last, so that mails sort in the order they were queued.
function signUp(payload: object, referralCode?: string) {
  clock.advance(1000);
  const query = referralCode ? `?referralCode=${referralCode}` : '';
  return app.inject({ method: 'POST', url: `/api/v1/auth/signup${query}`, payload });
}

function post(url: string, payload: object) {
  clock.advance(1000);
  return app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
}

async function mailsTo(email: string) {
  return database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html'])
    .where('recipient', '=', email)
    .orderBy('created_at')
    .execute();
}

async function account(email: string) {
  return database.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

async function refereesOf(referrerId: string) {
  const rows = await database.db
    .selectFrom('referral_stats')
    .select('referee_id')
    .where('referrer_id', '=', referrerId)
    .execute();
  return rows.map((row) => row.referee_id);
}

async function resetWithMailedLink(email: string, newPassword: string) {
  expect((await post('/auth/forget-password', { email })).statusCode).toBe(200);
  const mails = await mailsTo(email);
  const token = tokenInLink(mails.at(-1)?.text ?? '', '/reset-password');
  return post('/auth/reset-password', { token, newPassword });
}

describe('a sign-up with an address that is already verified', () => {
  it('is answered exactly as a new sign-up, changes nothing and mails the owner', async () => {
    const owner = await seedInvestor(database.db, { email: VICTIM, fullname: 'Meera Iyer' });
    const fresh = await signUp(signupBody({ email: 'someone.new@example.com' }));
    const before = await rowCounts(database.db);
    const taken = await signUp(signupBody({ email: 'Meera.Iyer@Example.com' }));

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    const shape = {
      status: true,
      message: 'User registered, please verify your email.',
      data: {
        user: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          fullname: 'Asha Rao',
          email: expect.any(String),
          phone: null,
          dob: null,
          emailVerified: false,
          referralCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
          tokenBalance: '0',
          kycStatus: 'NOT_SUBMITTED',
          walletAddress: null,
          createdAt: expect.stringMatching(/^2025-07-\d\dT/),
          referred: false,
        },
      },
    };
    expect(fresh.json()).toEqual(shape);
    expect(taken.json()).toEqual(shape);
    // Nothing of the real account is given away.
    expect(taken.json().data.user._id).not.toBe(owner.id);
    expect(taken.json().data.user.referralCode).not.toBe(owner.referral_code);

    expect(await account(VICTIM)).toEqual(owner);
    expect(await rowCounts(database.db)).toEqual({ ...before, mail: before.mail + 1 });
    const [notice] = await mailsTo(VICTIM);
    expect(notice?.subject).toBe(
      'Someone tried to create a RENT pre-sale account with your address',
    );
    expect(notice?.text).toContain('Hello Meera Iyer,');
    expect(notice?.text).toContain('https://rent.example/login');
    expect(notice?.text).toContain('Forgot password');
  });

  it('costs the same password hashing as a new sign-up', async () => {
    await seedInvestor(database.db, { email: VICTIM });
    const hash = vi.spyOn(argon2, 'hash');
    await signUp(signupBody({ email: 'someone.new@example.com' }));
    expect(hash).toHaveBeenCalledTimes(1);
    await signUp(signupBody({ email: VICTIM }));
    expect(hash).toHaveBeenCalledTimes(2);
  });
});

describe('a stranger registering the victim’s address first', () => {
  async function squat() {
    const attacker = await seedInvestor(database.db, { email: 'squatter@example.com' });
    const squatted = await signUp(
      signupBody({ email: VICTIM, fullname: BAIT_NAME, password: 'Squatter-Pass-1' }),
      attacker.referral_code,
    );
    expect(squatted.statusCode).toBe(201);
    const squatLink = tokenInLink((await mailsTo(VICTIM))[0]?.text ?? '', '/verify-email');
    return { attacker, squatLink };
  }

  it('is replaced by the owner’s own sign-up: name, password, referrer and links', async () => {
    const { attacker, squatLink } = await squat();
    expect(await account(VICTIM)).toMatchObject({ referred_by: attacker.id });

    const own = await signUp(signupBody({ email: VICTIM, fullname: 'Meera Iyer' }));
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({
      status: true,
      message: 'User registered, please verify your email.',
      data: { user: { fullname: 'Meera Iyer', email: VICTIM, emailVerified: false } },
    });
    const stored = await account(VICTIM);
    expect(stored).toMatchObject({ fullname: 'Meera Iyer', referred_by: null });
    expect(await argon2.verify(stored.password_hash, PASSWORD)).toBe(true);
    expect(await refereesOf(attacker.id)).toEqual([]);
    expect(await rowCounts(database.db)).toMatchObject({ users: 2, authTokens: 1 });

    // The stranger's link is void; the owner's verifies the owner's registration.
    const stale = await post('/auth/verify-email', {
      token: squatLink,
      password: 'Squatter-Pass-1',
    });
    expect(stale.statusCode).toBe(400);
    const ownLink = tokenInLink((await mailsTo(VICTIM)).at(-1)?.text ?? '', '/verify-email');
    expect(
      (await post('/auth/verify-email', { token: ownLink, password: PASSWORD })).statusCode,
    ).toBe(200);
    const signedIn = await post('/auth/signin', { email: VICTIM, password: PASSWORD });
    expect(signedIn.json()).toMatchObject({ data: { user: { fullname: 'Meera Iyer' } } });
  });

  it('moves the referral to the referrer of the owner’s sign-up, if any', async () => {
    const { attacker } = await squat();
    const friend = await seedInvestor(database.db, { email: 'friend@example.com' });
    expect((await signUp(signupBody({ email: VICTIM }), friend.referral_code)).statusCode).toBe(
      201,
    );
    const victim = await account(VICTIM);
    expect(victim.referred_by).toBe(friend.id);
    // Listed in the friend's table once the owner verifies the address, never in the stranger's.
    const link = tokenInLink((await mailsTo(VICTIM)).at(-1)?.text ?? '', '/verify-email');
    expect((await post('/auth/verify-email', { token: link, password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await refereesOf(attacker.id)).toEqual([]);
    expect(await refereesOf(friend.id)).toEqual([victim.id]);
  });

  it('loses its name and referrer when the owner verifies the address through a reset', async () => {
    const { attacker } = await squat();
    const reset = await resetWithMailedLink(VICTIM, 'Owner-Chosen-9');
    expect(reset.statusCode).toBe(200);

    const stored = await account(VICTIM);
    expect(stored.email_verified_at).not.toBeNull();
    expect(stored).toMatchObject({ fullname: '', referred_by: null });
    expect(await refereesOf(attacker.id)).toEqual([]);
    const signedIn = await post('/auth/signin', { email: VICTIM, password: 'Owner-Chosen-9' });
    expect(signedIn.statusCode).toBe(200);
    // The stranger's text reached the owner in no mail: not the verification mail their sign-up
    // caused, not the reset link, not the notice of the reset.
    const mails = await mailsTo(VICTIM);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Verify your e-mail address for the RENT pre-sale',
      'Reset your RENT pre-sale password',
      'Your RENT pre-sale password was reset',
    ]);
    for (const mail of mails) {
      expect(mail.text).not.toContain(BAIT_NAME);
      expect(mail.html).not.toContain('Claim Your Bonus');
    }
    const notice = mails.at(-1);
    expect(notice?.subject).toBe('Your RENT pre-sale password was reset');
    expect(notice?.text.startsWith('Hello,\n')).toBe(true);
    expect(notice?.text).not.toContain(BAIT_NAME);
  });
});

describe('a completed password reset', () => {
  it('mails the investor that the password was reset, with what to do if it was not them', async () => {
    await seedInvestor(database.db, { email: VICTIM, fullname: 'Meera Iyer' });
    expect((await resetWithMailedLink(VICTIM, 'Owner-Chosen-9')).statusCode).toBe(200);
    const notice = (await mailsTo(VICTIM)).at(-1);
    expect(notice?.subject).toBe('Your RENT pre-sale password was reset');
    expect(notice?.text).toContain('Hello Meera Iyer,');
    expect(notice?.text).toContain('Your password was reset');
    expect(notice?.text).toContain('If this was not you');
    expect(notice?.text).toContain('https://rent.example/forgot-password');
    // The name and referrer of a verified account are the owner's and stay.
    expect(await account(VICTIM)).toMatchObject({ fullname: 'Meera Iyer' });
  });

  it('mails nothing when the link is refused', async () => {
    await seedInvestor(database.db, { email: VICTIM });
    const refused = await post('/auth/reset-password', {
      token: 'guess',
      newPassword: 'Guess-Pass-12',
    });
    expect(refused.statusCode).toBe(400);
    expect(await mailsTo(VICTIM)).toEqual([]);
  });
});
