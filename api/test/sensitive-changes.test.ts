// Changes that hand over an account or its tokens: the password and the receiving wallet. Each asks
// for the current password, whose checks are limited per account and per client address, and each
// is mailed to the investor with a way to take the account back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { accountsConfig, PASSWORD, seedInvestor } from './helpers/accounts.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { kycForm, multipartBody } from './helpers/kyc.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const FIRST_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const NEW_WALLET = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
const NEW_PASSWORD = 'Changed-Secret-42';
const WRONG = 'Current password is incorrect';
const TOO_MANY = 'Too many requests, please try again later.';
const PASSWORD_FOR_WALLET = 'Please enter your current password to change your wallet';
const PER_ACCOUNT = 3;
const PER_IP = 5;

const clock = testClock('2025-07-15T10:00:00Z');
let database: TestDatabase;
let app: App;
let asha: UserRow;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({
      RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS: '3600',
      RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT: String(PER_ACCOUNT),
      RATE_LIMIT_PASSWORD_CHECK_PER_IP: String(PER_IP),
      PUBLIC_URL: 'https://rent.example',
    }),
  });
});

beforeEach(async () => {
  // Every test starts in password-check windows of its own.
  clock.advance(2 * 3600_000);
  await database.reset();
  asha = await seedInvestor(database.db, {
    email: 'asha@example.com',
    fullname: 'Asha Rao',
    now: clock.now(),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signIn(email = 'asha@example.com', remoteAddress = '10.0.0.1') {
  const browser = browserFor(app);
  const response = await browser.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password: PASSWORD },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return browser;
}

function changePassword(browser: Browser, currentPassword: string, remoteAddress = '10.0.0.1') {
  return browser.request({
    method: 'PATCH',
    url: '/api/v1/user/change-password',
    payload: { currentPassword, newPassword: NEW_PASSWORD },
    remoteAddress,
  });
}

function setWallet(browser: Browser, payload: object, remoteAddress = '10.0.0.1') {
  return browser.request({ method: 'PATCH', url: '/api/v1/kyc/wallet', payload, remoteAddress });
}

async function giveWallet(userId: string, display = FIRST_WALLET) {
  await database.db
    .updateTable('users')
    .set({ wallet_address: display.toLowerCase(), wallet_address_display: display })
    .where('id', '=', userId)
    .execute();
}

async function storedWallet(userId: string) {
  const { wallet_address_display } = await database.db
    .selectFrom('users')
    .select('wallet_address_display')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return wallet_address_display;
}

const mails = () =>
  database.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'text', 'html']).execute();
const audits = () =>
  database.db.selectFrom('audit_log').select(['actor', 'action', 'before', 'after']).execute();

describe('changing a registered receiving wallet', () => {
  beforeEach(() => giveWallet(asha.id));

  it('is refused without the current password, storing, auditing and mailing nothing', async () => {
    const browser = await signIn();
    const response = await setWallet(browser, { walletAddress: NEW_WALLET });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: PASSWORD_FOR_WALLET,
      data: null,
      errors: [{ field: 'currentPassword', message: PASSWORD_FOR_WALLET }],
    });
    expect(await storedWallet(asha.id)).toBe(FIRST_WALLET);
    expect(await audits()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('is refused with a wrong password, with the error on currentPassword', async () => {
    const browser = await signIn();
    const response = await setWallet(browser, {
      walletAddress: NEW_WALLET,
      currentPassword: 'Not-My-Password1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: WRONG,
      data: null,
      errors: [{ field: 'currentPassword', message: WRONG }],
    });
    expect(await storedWallet(asha.id)).toBe(FIRST_WALLET);
    expect(await audits()).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('happens with the right password, audited and mailed with both addresses masked', async () => {
    const browser = await signIn();
    const response = await setWallet(browser, {
      walletAddress: NEW_WALLET,
      currentPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Wallet address updated successfully',
      data: { walletAddress: NEW_WALLET },
    });
    expect(await storedWallet(asha.id)).toBe(NEW_WALLET);
    expect(await audits()).toEqual([
      {
        actor: asha.id,
        action: 'wallet.change',
        before: { walletAddress: FIRST_WALLET },
        after: { walletAddress: NEW_WALLET },
      },
    ]);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      recipient: 'asha@example.com',
      subject: 'Your RENT receiving wallet was changed',
    });
    expect(mail?.text).toContain('changed from 0x5aAe…eAed');
    expect(mail?.text).toContain('to 0xdbF0…C6FB');
    expect(mail?.text).toContain('If this was not you, reset your password now');
    expect(mail?.text).toContain('https://rent.example/forgot-password');
    for (const body of [mail?.text, mail?.html]) {
      expect(body).not.toContain(FIRST_WALLET);
      expect(body).not.toContain(NEW_WALLET);
    }
  });

  it('cannot be done by a KYC resubmission, which would skip the password', async () => {
    await database.db
      .updateTable('users')
      .set({ kyc_status: 'REJECTED' })
      .where('id', '=', asha.id)
      .execute();
    const browser = await signIn();
    const { payload, headers } = await multipartBody(kycForm({ walletAddress: NEW_WALLET }));
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'walletAddress',
        message: 'To change your receiving wallet, edit it from your profile.',
      },
    ]);
    expect(await storedWallet(asha.id)).toBe(FIRST_WALLET);
  });
});

describe('adding the first receiving wallet', () => {
  it('needs no password, as SPEC describes, and is mailed to the owner like a change', async () => {
    const browser = await signIn();
    const response = await setWallet(browser, { walletAddress: FIRST_WALLET });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Wallet address added successfully');
    expect(await storedWallet(asha.id)).toBe(FIRST_WALLET);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      recipient: 'asha@example.com',
      subject: 'A receiving wallet was added to your RENT account',
    });
    expect(mail?.text).toContain('The BEP20 wallet 0x5aAe…eAed was added');
    expect(mail?.text).toContain('If this was not you, reset your password now');
    expect(mail?.text).toContain('https://rent.example/forgot-password');
    for (const body of [mail?.text, mail?.html]) expect(body).not.toContain(FIRST_WALLET);
  });

  it('is mailed once: giving the same wallet again changes and mails nothing', async () => {
    const browser = await signIn();
    await setWallet(browser, { walletAddress: FIRST_WALLET });
    const again = await setWallet(browser, { walletAddress: FIRST_WALLET });
    expect(again.statusCode).toBe(200);
    expect(await mails()).toHaveLength(1);
  });
});

describe('changing the password', () => {
  it('mails the investor, with a way to take the account back', async () => {
    const browser = await signIn();
    expect((await changePassword(browser, PASSWORD)).statusCode).toBe(200);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      recipient: 'asha@example.com',
      subject: 'Your RENT pre-sale password was changed',
    });
    expect(mail?.text).toContain('Your password was changed');
    expect(mail?.text).toContain('If this was not you, reset your password now');
    expect(mail?.text).toContain('https://rent.example/forgot-password');
  });

  it('mails nothing when the current password is wrong', async () => {
    const browser = await signIn();
    expect((await changePassword(browser, 'Not-My-Password1')).statusCode).toBe(400);
    expect(await mails()).toEqual([]);
  });
});

describe('guessing the current password through a session', () => {
  it('stops after a handful of checks per account, even the right password, with Retry-After', async () => {
    const browser = await signIn();
    for (let guess = 1; guess <= PER_ACCOUNT; guess += 1) {
      expect((await changePassword(browser, `Guess-${guess}-Password`)).statusCode).toBe(400);
    }
    const refused = await changePassword(browser, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({
      status: false,
      message: TOO_MANY,
      data: null,
      errors: [{ field: 'currentPassword', message: TOO_MANY }],
    });
    // A second session from another address of the same account gets no fresh allowance.
    const elsewhere = await signIn('asha@example.com', '10.9.9.9');
    expect((await changePassword(elsewhere, PASSWORD, '10.9.9.9')).statusCode).toBe(429);

    clock.advance(3600_000);
    expect((await changePassword(await signIn(), PASSWORD)).statusCode).toBe(200);
  });

  it('counts wallet changes and password changes together', async () => {
    await giveWallet(asha.id);
    const browser = await signIn();
    for (let guess = 1; guess <= PER_ACCOUNT; guess += 1) {
      const response = await setWallet(browser, {
        walletAddress: NEW_WALLET,
        currentPassword: `Guess-${guess}-Password`,
      });
      expect(response.statusCode).toBe(400);
    }
    const refused = await changePassword(browser, PASSWORD);
    expect(refused.statusCode).toBe(429);
    const wallet = await setWallet(browser, {
      walletAddress: NEW_WALLET,
      currentPassword: PASSWORD,
    });
    expect(wallet.statusCode).toBe(429);
    expect(Number(wallet.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedWallet(asha.id)).toBe(FIRST_WALLET);
  });

  it('stops one client address guessing across many accounts', async () => {
    const sessions: Browser[] = [];
    for (let index = 0; index < PER_IP + 1; index += 1) {
      const email = `holder-${index}@example.com`;
      await seedInvestor(database.db, { email, now: clock.now() });
      sessions.push(await signIn(email, '10.0.0.7'));
    }
    const statuses: number[] = [];
    for (const session of sessions) {
      statuses.push((await changePassword(session, 'Guess-0-Password', '10.0.0.7')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(PER_IP).fill(400), 429]);
    // The owner of the last account, from their own address, is not held back.
    expect(
      (await changePassword(sessions[PER_IP] as Browser, PASSWORD, '10.0.0.8')).statusCode,
    ).toBe(200);
  });

  it('lets ten batched guesses at once through no further than the limit', async () => {
    const browser = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, guess) => changePassword(browser, `Guess-${guess}-Password`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(PER_ACCOUNT).fill(400),
      ...Array<number>(10 - PER_ACCOUNT).fill(429),
    ]);
  });
});
