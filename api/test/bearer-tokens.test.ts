// Clients without cookies (mobile apps) sign in for tokens and send `Authorization: Bearer`.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { PASSWORD, seedInvestor } from './helpers/accounts.js';
import type { TestDatabase } from './helpers/test-database.js';
import { useAccountsApp } from './helpers/accounts-app.js';

const accounts = useAccountsApp();
const { clock } = accounts;
let database: TestDatabase;
let app: App;

beforeAll(() => {
  ({ app, database } = accounts);
});

beforeEach(async () => {
  await seedInvestor(database.db, { email: 'ravi@example.com', fullname: 'Ravi Menon' });
});

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function signInForTokens(): Promise<Tokens> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    payload: { email: 'ravi@example.com', password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const meWith = (accessToken: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/user',
    headers: { authorization: `Bearer ${accessToken}` },
  });

const refreshWith = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', payload: { refreshToken } });

describe('bearer tokens', () => {
  it('signs in without cookies and opens protected routes with the access token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      payload: { email: 'ravi@example.com', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    expect(response.json()).toEqual({
      status: true,
      message: 'Login successful',
      data: {
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        accessTokenExpiresAt: '2025-07-15T10:15:00.000Z',
        refreshToken: expect.stringMatching(/^[\w-]{43}$/),
        refreshTokenExpiresAt: '2025-08-14T10:00:00.000Z',
        user: expect.objectContaining({ email: 'ravi@example.com', fullname: 'Ravi Menon' }),
      },
    });
    const me = await meWith(response.json().data.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe('ravi@example.com');
  });

  it('applies the sign-in checks', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      payload: { email: 'ravi@example.com', password: 'Not-the-password1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('exchanges a refresh token for a new pair once; a replay revokes the family', async () => {
    const first = await signInForTokens();
    const rotated = await refreshWith(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second: Tokens = rotated.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await meWith(second.accessToken)).statusCode).toBe(200);

    const replay = await refreshWith(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Session expired, please sign in again.');
    expect((await meWith(second.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(second.refreshToken)).statusCode).toBe(401);
  });

  it('ends the session when the refresh token is revoked', async () => {
    const tokens = await signInForTokens();
    const revoked = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/revoke',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ status: true, message: 'Session ended', data: null });
    expect((await meWith(tokens.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('answers 200 when revoking an unknown token, and 400 without one', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/revoke',
      payload: { refreshToken: 'unknown' },
    });
    expect(unknown.statusCode).toBe(200);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/revoke',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('refreshToken is required');
  });

  it('refuses an expired access token and a malformed header', async () => {
    const tokens = await signInForTokens();
    clock.advance(15 * 60_000 + 1000);
    expect((await meWith(tokens.accessToken)).statusCode).toBe(401);
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: 'Bearer' },
    });
    expect(malformed.statusCode).toBe(401);
  });
});
