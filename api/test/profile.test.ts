import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { OrderStatus } from '../src/modules/orders/orders.table.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { seedOrder } from './helpers/orders.js';
import { PASSWORD, seedInvestor } from './helpers/accounts.js';
import { browserFor, type Browser } from './helpers/browser.js';
import type { TestDatabase } from './helpers/test-database.js';
import { useAccountsApp } from './helpers/accounts-app.js';

const accounts = useAccountsApp();
const { clock } = accounts;
let database: TestDatabase;
let app: App;
let investor: UserRow;
let browser: Browser;

beforeAll(() => {
  ({ app, database } = accounts);
});

beforeEach(async () => {
  investor = await seedInvestor(database.db, {
    email: 'priya@example.com',
    fullname: 'Priya Nair',
    now: clock.now(),
  });
  browser = await signIn();
});

async function signIn(password = PASSWORD) {
  const signedIn = browserFor(app);
  const response = await signedIn.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: 'priya@example.com', password },
  });
  expect(response.statusCode).toBe(200);
  return signedIn;
}

const me = (client: Browser = browser) => client.request({ method: 'GET', url: '/api/v1/user' });
const update = (payload: Record<string, unknown>) =>
  browser.request({ method: 'PATCH', url: '/api/v1/user/update', payload });
const changePassword = (payload: Record<string, unknown>, client: Browser = browser) =>
  client.request({ method: 'PATCH', url: '/api/v1/user/change-password', payload });

async function outboxSize(): Promise<number> {
  const { count } = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function order(userId: string, status: OrderStatus, totalTokens: string) {
  const [whole = '0', fraction = '0'] = totalTokens.split('.');
  return seedOrder(database.db, {
    user_id: userId,
    status,
    base_tokens: whole,
    bonus_tokens: `0.${fraction}`,
  });
}

describe('GET /user', () => {
  it('describes the signed-in investor', async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'User details',
      data: {
        user: {
          _id: investor.id,
          fullname: 'Priya Nair',
          email: 'priya@example.com',
          phone: null,
          dob: null,
          emailVerified: true,
          referralCode: investor.referral_code,
          tokenBalance: '0',
          kycStatus: 'NOT_SUBMITTED',
          walletAddress: null,
          createdAt: '2025-07-15T10:00:00.000Z',
          referred: false,
        },
      },
    });
  });

  it('sums the exact tokens of the investor’s credited orders only', async () => {
    const someoneElse = await seedInvestor(database.db);
    await order(investor.id, 'credited', '1250.00');
    await order(investor.id, 'credited', '62.50');
    await order(investor.id, 'pending', '1000');
    await order(investor.id, 'failed', '7');
    await order(someoneElse.id, 'credited', '99');
    expect((await me()).json().data.user.tokenBalance).toBe('1312.5');
  });
});

describe('PATCH /user/update', () => {
  it('changes the given fields, drops empty ones and answers with the user', async () => {
    const response = await update({
      fullname: ' Priya N. Nair ',
      phone: '+91 98765 43210',
      dob: '1990-05-12',
      email: 'ignored@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: 'Profile updated successfully!',
      data: {
        user: {
          fullname: 'Priya N. Nair',
          phone: '+919876543210',
          dob: '1990-05-12',
          email: 'priya@example.com',
        },
      },
    });
    const partial = await update({ fullname: '', phone: '', dob: '1991-01-02T00:00:00.000Z' });
    expect(partial.json().data.user).toMatchObject({
      fullname: 'Priya N. Nair',
      phone: '+919876543210',
      dob: '1991-01-02',
    });
    expect((await me()).json().data.user.dob).toBe('1991-01-02');
  });

  it('refuses when there is nothing to change', async () => {
    for (const payload of [{}, { fullname: ' ', phone: '', dob: '' }]) {
      const response = await update(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, message: 'Nothing to update' });
    }
  });

  it.each([
    [{ dob: '2025-07-16' }, 'dob', 'Date of birth cannot be in the future'],
    [{ dob: '1990-02-30' }, 'dob', 'Please enter a valid date of birth'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid mobile number'],
    [{ fullname: 'x'.repeat(101) }, 'fullname', 'Full name must be at most 100 characters long'],
  ])('refuses %j and changes nothing', async (payload, field, message) => {
    const response = await update({
      ...payload,
      fullname: (payload as { fullname?: string }).fullname ?? 'Changed',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect((await me()).json().data.user.fullname).toBe('Priya Nair');
  });

  it('needs a signed-in investor', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/v1/user/update',
      payload: { fullname: 'Someone' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /user/change-password', () => {
  const NEW_PASSWORD = 'Changed-Secret-42';

  it('changes the password, keeps this session and ends the others', async () => {
    const otherDevice = await signIn();
    const response = await changePassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Password changed successfully',
      data: null,
    });

    expect((await me()).statusCode).toBe(200);
    expect(
      (await browser.request({ method: 'POST', url: '/api/v1/auth/refresh' })).statusCode,
    ).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(
      (await otherDevice.request({ method: 'POST', url: '/api/v1/auth/refresh' })).statusCode,
    ).toBe(401);

    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'priya@example.com', password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(NEW_PASSWORD);
  });

  it('asks for both fields', async () => {
    const response = await changePassword({ currentPassword: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'All fields are required',
      errors: [{ field: 'newPassword', message: 'All fields are required' }],
    });
  });

  it('refuses a wrong current password and keeps every session', async () => {
    const otherDevice = await signIn();
    const response = await changePassword({
      currentPassword: 'Not-My-Password1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it('refuses the current password as the new one, and ends no other sign-in', async () => {
    const otherDevice = await signIn();
    const mailsBefore = await outboxSize();
    const response = await changePassword({ currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'The new password must be different from the current one',
      errors: [
        {
          field: 'newPassword',
          message: 'The new password must be different from the current one',
        },
      ],
    });
    expect((await me(otherDevice)).statusCode).toBe(200);
    expect(await outboxSize()).toBe(mailsBefore);
  });

  it('refuses a weak new password and keeps the old one', async () => {
    const response = await changePassword({
      currentPassword: PASSWORD,
      newPassword: 'lowercase-only',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must contain both lower and upper case letters');
    await signIn(PASSWORD);
  });
});
