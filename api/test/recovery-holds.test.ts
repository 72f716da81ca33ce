// The second line of defence of issue 25 (decision 0116): a session that knew the owner's password
// (reused, phished) attaches a wallet and submits KYC with a stranger's identity; the owner resets
// her password through her mailbox, which ends that session and puts what it attached on hold. The
// wallet is never paid while on hold, the team cannot approve the application, and the signed-in
// owner confirms or discards them.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freezePlan } from '../src/modules/distribution/index.js';
import { createDocumentStorage } from '../src/modules/documents/document-storage.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { seedInvestor, tokenInLink } from './helpers/accounts.js';
import { runAdminCommand } from './helpers/admin.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { kycForm, multipartBody } from './helpers/kyc.js';
import { seedBuyer, seedOrder, signedIn, useOrdersApp } from './helpers/orders.js';

const dataDir = join(tmpdir(), `rent-holds-${randomUUID()}`);
const context = useOrdersApp('2025-07-15T10:00:00Z', { DATA_DIR: dataDir });
const OWNER = 'meera.iyer@example.com';
const OWNER_NEW_PASSWORD = 'Meera-Owns-It-9';
const STRANGER_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OWN_WALLET = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

beforeEach(async () => {
  await rm(join(dataDir, 'documents'), { recursive: true, force: true });
  await createDocumentStorage(context.app.config.storage).prepare();
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

const api = (browser: Browser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  context.clock.advance(1000);
  return browser.request({ method, url: `/api/v1${url}`, ...(payload && { payload }) });
};

async function submitKyc(browser: Browser, fields: Record<string, string>) {
  const { payload, headers } = await multipartBody(kycForm(fields));
  return browser.request({ method: 'POST', url: '/api/v1/kyc/submit', payload, headers });
}

/** The owner takes her account back through her mailbox and signs in with the new password. */
async function resetThroughMailbox(owner: UserRow): Promise<Browser> {
  const browser = browserFor(context.app);
  expect(
    (await api(browser, 'POST', '/auth/forget-password', { email: owner.email })).statusCode,
  ).toBe(200);
  const mail = await context.database.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('recipient', '=', owner.email)
    .where('text', 'like', '%/reset-password?token=%')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const reset = await api(browser, 'POST', '/auth/reset-password', {
    token: tokenInLink(mail.text, '/reset-password'),
    newPassword: OWNER_NEW_PASSWORD,
  });
  expect(reset.statusCode).toBe(200);
  const signin = await api(browser, 'POST', '/auth/signin', {
    email: owner.email,
    password: OWNER_NEW_PASSWORD,
  });
  expect(signin.statusCode).toBe(200);
  return browser;
}

const freeze = () =>
  freezePlan(
    {
      db: context.database.db,
      now: context.clock.now(),
      actor: 'admin-cli:treasury',
      sale: context.app.config.sale,
      publicUrl: 'http://localhost:4000',
    },
    { chainId: 1337, tokenAddress: STRANGER_WALLET, decimals: 18, headBlock: 1n },
    { force: true },
  );

const lineOf = (userId: string) =>
  context.database.db
    .selectFrom('distribution_lines')
    .select(['status', 'held_reason', 'wallet'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

/** The lines `distribution send` would sign: scheduled ones only. */
const payableLines = () =>
  context.database.db
    .selectFrom('distribution_lines')
    .select(['user_id', 'wallet'])
    .where('status', '=', 'scheduled')
    .execute();

const subjectsTo = async (email: string) =>
  (
    await context.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute()
  ).map((mail) => mail.subject);

const admin = (...argv: string[]) =>
  runAdminCommand(
    {
      app: context.app,
      db: context.database.db,
      now: context.clock.now,
      actor: 'admin-cli:reviewer',
      cwd: dataDir,
    },
    argv,
  );

describe('a reset through the mailbox', () => {
  it('holds the wallet and KYC a session attached: never paid nor approved, and discarded by the owner, whose own KYC is accepted', async () => {
    const owner = await seedInvestor(context.database.db, {
      email: OWNER,
      fullname: 'Meera Iyer',
      now: context.clock.now(),
    });
    await seedOrder(context.database.db, {
      user_id: owner.id,
      status: 'credited',
      base_tokens: '40',
    });
    const other = await seedInvestor(context.database.db, { now: context.clock.now() });

    // A session that knows her password attaches his wallet and his identity.
    const stranger = await signedIn(context.app, owner);
    expect(
      (await api(stranger, 'PATCH', '/kyc/wallet', { walletAddress: STRANGER_WALLET })).statusCode,
    ).toBe(200);
    expect((await submitKyc(stranger, { firstName: 'Not', lastName: 'Meera' })).statusCode).toBe(
      201,
    );

    const ownerBrowser = await resetThroughMailbox(owner);
    expect((await api(stranger, 'GET', '/user/hold')).statusCode).toBe(401);
    const hold = await api(ownerBrowser, 'GET', '/user/hold');
    expect(hold.json()).toMatchObject({
      status: true,
      data: {
        hold: {
          wallet: STRANGER_WALLET,
          kycApplication: { firstName: 'Not', lastName: 'Meera' },
        },
      },
    });
    expect(await subjectsTo(OWNER)).toContain('We put what was added to your RENT account on hold');

    // The team cannot approve the application on hold.
    const approve = await admin('kyc', 'approve', OWNER);
    expect(approve.exitCode).not.toBe(0);
    expect(approve.err).toContain('on hold');
    const user = await context.database.db
      .selectFrom('users')
      .select('kyc_status')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(user.kyc_status).toBe('SUBMITTED');

    // A plan frozen now holds her line for the wallet: nothing of hers is payable.
    await freeze();
    expect(await lineOf(owner.id)).toEqual({
      status: 'held',
      held_reason: 'WALLET_ON_HOLD',
      wallet: STRANGER_WALLET,
    });
    expect(await payableLines()).toEqual([]);

    // Nobody else decides for her; without a session, nobody at all.
    const otherBrowser = await signedIn(context.app, other);
    const foreign = await api(otherBrowser, 'POST', '/user/hold/discard');
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({
      status: false,
      message: 'Nothing on your account is on hold.',
    });
    expect((await api(browserFor(context.app), 'POST', '/user/hold/confirm')).statusCode).toBe(401);
    expect((await api(stranger, 'POST', '/user/hold/confirm')).statusCode).toBe(401);

    const discarded = await api(ownerBrowser, 'POST', '/user/hold/discard');
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().data.user).toMatchObject({
      walletAddress: null,
      kycStatus: 'NOT_SUBMITTED',
    });
    expect(await subjectsTo(OWNER)).toContain(
      'You discarded what was on hold on your RENT account',
    );
    expect(await lineOf(owner.id)).toEqual({
      status: 'held',
      held_reason: 'NO_WALLET',
      wallet: null,
    });
    expect((await api(ownerBrowser, 'GET', '/user/hold')).json().data.hold).toBeNull();
    expect((await api(ownerBrowser, 'POST', '/user/hold/discard')).statusCode).toBe(409);

    // Her own KYC and wallet are accepted.
    const own = await submitKyc(ownerBrowser, { firstName: 'Meera', lastName: 'Iyer' });
    expect(own.statusCode).toBe(201);
    expect(own.json().data).toMatchObject({
      status: 'SUBMITTED',
      submission: { firstName: 'Meera' },
    });
    const wallet = await api(ownerBrowser, 'PATCH', '/kyc/wallet', { walletAddress: OWN_WALLET });
    expect(wallet.statusCode).toBe(200);
    expect((await lineOf(owner.id)).wallet).toBe(OWN_WALLET);
    expect((await admin('kyc', 'approve', OWNER)).exitCode).toBe(0);
  });

  it('lets the owner confirm a held wallet: a planned line is held from the reset on and paid again once confirmed', async () => {
    const owner = await seedBuyer(context.database.db, { email: OWNER, now: context.clock.now() });
    await seedOrder(context.database.db, {
      user_id: owner.id,
      status: 'credited',
      base_tokens: '25',
    });
    const session = await signedIn(context.app, owner);
    expect(
      (await api(session, 'PATCH', '/kyc/wallet', { walletAddress: OWN_WALLET })).statusCode,
    ).toBe(200);
    await freeze();
    expect(await payableLines()).toEqual([{ user_id: owner.id, wallet: OWN_WALLET }]);

    const browser = await resetThroughMailbox(owner);
    // Held after the plan froze: `distribution send` signs scheduled lines only.
    expect(await lineOf(owner.id)).toMatchObject({ status: 'held', held_reason: 'WALLET_ON_HOLD' });
    expect(await payableLines()).toEqual([]);
    const hold = (await api(browser, 'GET', '/user/hold')).json().data.hold;
    expect(hold).toMatchObject({ wallet: OWN_WALLET, kycApplication: null });

    const confirmed = await api(browser, 'POST', '/user/hold/confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Confirmed: what was on hold is back on your account as it was.',
      data: { user: { walletAddress: OWN_WALLET, kycStatus: 'VERIFIED' } },
    });
    expect(await payableLines()).toEqual([{ user_id: owner.id, wallet: OWN_WALLET }]);
    expect(await subjectsTo(OWNER)).toContain(
      'You confirmed what was on hold on your RENT account',
    );
    expect((await api(browser, 'POST', '/user/hold/confirm')).statusCode).toBe(409);

    // What she confirmed is not held again by her next reset.
    await resetThroughMailbox(owner);
    expect(await payableLines()).toEqual([{ user_id: owner.id, wallet: OWN_WALLET }]);
  });

  it('does not stand in the owner’s way: her own KYC takes the place of an application on hold', async () => {
    const owner = await seedInvestor(context.database.db, {
      email: OWNER,
      now: context.clock.now(),
    });
    const stranger = await signedIn(context.app, owner);
    expect((await submitKyc(stranger, { firstName: 'Not', lastName: 'Meera' })).statusCode).toBe(
      201,
    );
    const browser = await resetThroughMailbox(owner);
    const own = await submitKyc(browser, { firstName: 'Meera', lastName: 'Iyer' });
    expect(own.statusCode).toBe(201);
    expect((await api(browser, 'GET', '/user/hold')).json().data.hold).toBeNull();
    expect((await admin('kyc', 'approve', OWNER)).exitCode).toBe(0);
  });
});
