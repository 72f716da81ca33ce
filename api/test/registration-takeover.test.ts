// The takeover of issue 25: the owner signs up and has not verified yet; a stranger signs up the
// same address with his own password, which replaces her registration (decision 0059); she opens
// the newest link in her mailbox. The link alone verifies nothing (decision 0100): it takes the
// password of the registration it was sent for, which she does not know, so the stranger never
// holds a verified account, adds no wallet and submits no KYC; her reset through the mailbox
// gives her the account, empty of anything of his.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentStorage } from '../src/modules/documents/document-storage.js';
import { PASSWORD, signupBody, tokenInLink } from './helpers/accounts.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { kycForm, multipartBody } from './helpers/kyc.js';
import { useOrdersApp } from './helpers/orders.js';

const dataDir = join(tmpdir(), `rent-takeover-${randomUUID()}`);
const context = useOrdersApp('2025-07-15T10:00:00Z', { DATA_DIR: dataDir });
const OWNER = 'meera.iyer@example.com';
const STRANGER_PASSWORD = 'Stranger-Pass-1';
const OWNER_NEW_PASSWORD = 'Meera-Owns-It-9';
const STRANGER_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

beforeEach(async () => {
  await rm(join(dataDir, 'documents'), { recursive: true, force: true });
  await createDocumentStorage(context.app.config.storage).prepare();
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function newestLink(path: '/verify-email' | '/reset-password') {
  const mail = await context.database.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('recipient', '=', OWNER)
    .where('text', 'like', `%${path}?token=%`)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return tokenInLink(mail.text, path);
}

async function send(browser: Browser, url: string, payload: object) {
  context.clock.advance(1000);
  return browser.request({ method: 'POST', url: `/api/v1${url}`, payload });
}

describe('a stranger re-registering an unverified address', () => {
  it('never holds the owner’s account: she ends signed in, with no wallet of his and her own KYC accepted', async () => {
    const owner = browserFor(context.app);
    const stranger = browserFor(context.app);
    const ownSignUp = signupBody({ email: OWNER, fullname: 'Meera Iyer' });
    expect((await send(owner, '/auth/signup', ownSignUp)).statusCode).toBe(201);
    const strangers = signupBody({
      email: OWNER,
      fullname: 'Not Meera',
      password: STRANGER_PASSWORD,
    });
    expect((await send(stranger, '/auth/signup', strangers)).statusCode).toBe(201);

    // She opens the newest link (sent for his registration) and gives her own password: refused.
    const link = await newestLink('/verify-email');
    const clicked = await send(owner, '/auth/verify-email', { token: link, password: PASSWORD });
    expect(clicked.statusCode).toBe(400);
    expect(clicked.json().errors).toEqual([expect.objectContaining({ field: 'password' })]);

    // He cannot sign in, so he adds no wallet and submits no KYC.
    const his = await send(stranger, '/auth/signin', { email: OWNER, password: STRANGER_PASSWORD });
    expect(his.statusCode).toBe(403);
    const wallet = await stranger.request({
      method: 'PATCH',
      url: '/api/v1/kyc/wallet',
      payload: { walletAddress: STRANGER_WALLET },
    });
    expect(wallet.statusCode).toBe(401);

    // She takes the address through her mailbox: the reset verifies it with her password.
    expect((await send(owner, '/auth/forget-password', { email: OWNER })).statusCode).toBe(200);
    const reset = await send(owner, '/auth/reset-password', {
      token: await newestLink('/reset-password'),
      newPassword: OWNER_NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);

    const signedIn = await send(owner, '/auth/signin', {
      email: OWNER,
      password: OWNER_NEW_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({
      walletAddress: null,
      kycStatus: 'NOT_SUBMITTED',
    });
    const theirs = await send(stranger, '/auth/signin', {
      email: OWNER,
      password: STRANGER_PASSWORD,
    });
    expect(theirs.statusCode).toBe(401);

    const { payload, headers } = await multipartBody(kycForm());
    const kyc = await owner.request({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload,
      headers,
    });
    expect(kyc.statusCode).toBe(201);
  });
});
