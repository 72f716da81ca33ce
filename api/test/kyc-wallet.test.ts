// PATCH /kyc/wallet: the BEP20 rules, the add/update messages, one wallet per investor, and the
// wallet on GET /user.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { PASSWORD, seedInvestor } from './helpers/accounts.js';
import { browserFor, type Browser } from './helpers/browser.js';
import type { TestDatabase } from './helpers/test-database.js';
import { useAccountsApp } from './helpers/accounts-app.js';

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OTHER = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
// BscScan: "Binance: Hot Wallet 6".
const BINANCE_HOT_WALLET = '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3';
const INVALID = 'Invalid wallet address. Must be a valid BEP20 address';

const accounts = useAccountsApp();
const { clock } = accounts;
let database: TestDatabase;
let app: App;
let asha: UserRow;
let browser: Browser;

beforeAll(() => {
  ({ app, database } = accounts);
});

beforeEach(async () => {
  asha = await seedInvestor(database.db, { email: 'asha@example.com', now: clock.now() });
  await seedInvestor(database.db, { email: 'ravi@example.com', now: clock.now() });
  browser = await signIn('asha@example.com');
});

async function signIn(email: string) {
  const signedIn = browserFor(app);
  const response = await signedIn.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return signedIn;
}

const setWallet = (payload: Record<string, unknown>, client: Browser = browser) =>
  client.request({ method: 'PATCH', url: '/api/v1/kyc/wallet', payload });

async function storedWallet(userId: string) {
  return database.db
    .selectFrom('users')
    .select(['wallet_address', 'wallet_address_display'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('PATCH /kyc/wallet', () => {
  it('adds a lowercase address and shows it checksummed', async () => {
    const response = await setWallet({ walletAddress: `  ${CHECKSUMMED.toLowerCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Wallet address added successfully',
      data: { walletAddress: CHECKSUMMED },
    });
    expect(await storedWallet(asha.id)).toEqual({
      wallet_address: CHECKSUMMED.toLowerCase(),
      wallet_address_display: CHECKSUMMED,
    });
    const me = await browser.request({ method: 'GET', url: '/api/v1/user' });
    expect(me.json().data.user.walletAddress).toBe(CHECKSUMMED);
  });

  it('updates to a checksummed address and audits both changes', async () => {
    await setWallet({ walletAddress: CHECKSUMMED });
    clock.advance(60_000);
    const response = await setWallet({ walletAddress: OTHER, currentPassword: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Wallet address updated successfully',
      data: { walletAddress: OTHER },
    });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'before', 'after'])
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      {
        actor: asha.id,
        action: 'wallet.change',
        before: { walletAddress: null },
        after: { walletAddress: CHECKSUMMED },
      },
      {
        actor: asha.id,
        action: 'wallet.change',
        before: { walletAddress: CHECKSUMMED },
        after: { walletAddress: OTHER },
      },
    ]);
  });

  it('takes an all-uppercase address, which carries no checksum', async () => {
    const upper = `0x${CHECKSUMMED.slice(2).toUpperCase()}`;
    const response = await setWallet({ walletAddress: upper });
    expect(response.json().data.walletAddress).toBe(CHECKSUMMED);
  });

  it.each([
    ['a wrong checksum', `0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed`],
    ['the zero address', '0x0000000000000000000000000000000000000000'],
    ['a known exchange wallet', BINANCE_HOT_WALLET],
    ['a known exchange wallet in lowercase', BINANCE_HOT_WALLET.toLowerCase()],
    ['a too short address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA'],
    ['a too long address', `${CHECKSUMMED}00`],
    ['non-hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeZ'],
    ['no 0x prefix', CHECKSUMMED.slice(2)],
    ['an upper-case 0X prefix', `0X${CHECKSUMMED.slice(2)}`],
    ['an empty value', ''],
  ])('refuses %s', async (_name, walletAddress) => {
    const response = await setWallet({ walletAddress });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: INVALID,
      data: null,
      errors: [{ field: 'walletAddress', message: INVALID }],
    });
    expect(await storedWallet(asha.id)).toEqual({
      wallet_address: null,
      wallet_address_display: null,
    });
  });

  it('refuses a missing address', async () => {
    const response = await setWallet({});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID);
  });

  it('refuses a wallet registered to another investor, in any case', async () => {
    const ravi = await signIn('ravi@example.com');
    expect((await setWallet({ walletAddress: CHECKSUMMED }, ravi)).statusCode).toBe(200);
    const response = await setWallet({ walletAddress: CHECKSUMMED.toLowerCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: 'This wallet address is already registered to another account.',
      data: null,
      errors: [
        {
          field: 'walletAddress',
          message: 'This wallet address is already registered to another account.',
        },
      ],
    });
    expect((await storedWallet(asha.id)).wallet_address).toBeNull();
  });

  it('lets an investor give their own wallet again', async () => {
    await setWallet({ walletAddress: CHECKSUMMED });
    const again = await setWallet({ walletAddress: CHECKSUMMED.toLowerCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Wallet address updated successfully');
  });

  it('needs a signed-in investor', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/kyc/wallet',
      payload: { walletAddress: CHECKSUMMED },
    });
    expect(response.statusCode).toBe(401);
  });
});
