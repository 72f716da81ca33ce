// A referrer's table lists an investor once their address is verified: a registration that never
// verified is anyone's typing, and its name and e-mail are neither shown nor counted.
import { describe, expect, it } from 'vitest';
import { useAccountsApp } from './helpers/accounts-app.js';
import { seedInvestor, signupBody, tokenInLink } from './helpers/accounts.js';
import { signedIn } from './helpers/orders.js';

const context = useAccountsApp();

async function lastMailTo(email: string) {
  const mail = await context.database.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return mail.text;
}

describe('the referrer’s table', () => {
  it('neither shows nor counts a referee until their address is verified', async () => {
    const { app, database } = context;
    const referrer = await seedInvestor(database.db, { email: 'referrer@example.com' });
    const browser = await signedIn(app, referrer);
    const referee = signupBody({ email: 'unverified.referee@example.com', fullname: 'Bait Name' });
    const signUp = await app.inject({
      method: 'POST',
      url: `/api/v1/auth/signup?referralCode=${referrer.referral_code}`,
      payload: referee,
    });
    expect(signUp.statusCode).toBe(201);

    const before = await browser.request({ method: 'GET', url: '/api/v1/referral/bonuses' });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({ count: 0, referredUsers: [] });
    expect(before.body).not.toContain('unverified.referee@example.com');
    expect(before.body).not.toContain('Bait Name');

    const token = tokenInLink(await lastMailTo(referee.email), '/verify-email');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token, password: referee.password },
    });
    expect(verified.statusCode).toBe(200);

    const after = await browser.request({ method: 'GET', url: '/api/v1/referral/bonuses' });
    expect(after.json().data).toMatchObject({
      count: 1,
      referredUsers: [{ fullname: 'Bait Name', email: 'unverified.referee@example.com' }],
    });
  });
});
