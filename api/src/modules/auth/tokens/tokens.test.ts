import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_MS,
  readAccessToken,
  signAccessToken,
  VERIFIED_TOKENS_KEPT,
} from './tokens.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const OTHER_SECRET = 'another-secret-of-thirty-two-characters!';
const claims = {
  userId: '0b8e3c1e-6a59-4c3f-9d55-2f6e1c3a9b10',
  familyId: '5d2f7a90-1c4b-4e8a-a3f1-8b6c0d9e2a47',
};
const issuedAt = new Date('2026-07-01T10:00:00.000Z');
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('access tokens', () => {
  it('reads a genuine token again and again, and not from the second it expires', async () => {
    const { token } = await signAccessToken(SECRET, claims, issuedAt);
    expect(await readAccessToken(SECRET, token, later(1_000))).toEqual(claims);
    // The second read is answered from the verified tokens; expiry is still checked.
    expect(await readAccessToken(SECRET, token, later(2_000))).toEqual(claims);
    expect(await readAccessToken(SECRET, token, later(ACCESS_TOKEN_TTL_MS - 1_000))).toEqual(
      claims,
    );
    expect(await readAccessToken(SECRET, token, later(ACCESS_TOKEN_TTL_MS))).toBeUndefined();
    expect(await readAccessToken(SECRET, token, later(1_000))).toEqual(claims);
  });

  it('does not accept a token verified under one secret when another is asked for', async () => {
    const { token } = await signAccessToken(SECRET, claims, issuedAt);
    expect(await readAccessToken(SECRET, token, later(1_000))).toEqual(claims);
    expect(await readAccessToken(OTHER_SECRET, token, later(1_000))).toBeUndefined();
  });

  it('refuses a token whose signature was altered, even after the genuine one was read', async () => {
    const { token } = await signAccessToken(SECRET, claims, issuedAt);
    await readAccessToken(SECRET, token, later(1_000));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await readAccessToken(SECRET, `${header}.${payload}.${flipped}`, later(1_000))).toBe(
      undefined,
    );
    const forged = await new SignJWT({ sid: claims.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setExpirationTime(Math.floor(later(60_000).getTime() / 1000))
      .sign(new TextEncoder().encode(OTHER_SECRET));
    expect(await readAccessToken(SECRET, forged, later(1_000))).toBeUndefined();
    expect(await readAccessToken(SECRET, 'not-a-token', later(1_000))).toBeUndefined();
  });

  it('keeps a bounded number of verified tokens and still reads those it let go', async () => {
    const first = await signAccessToken(SECRET, claims, issuedAt);
    await readAccessToken(SECRET, first.token, later(1_000));
    for (let index = 0; index < VERIFIED_TOKENS_KEPT; index += 1) {
      const other = {
        ...claims,
        familyId: claims.familyId.replace(/.{6}$/, String(index).padStart(6, '0')),
      };
      const { token } = await signAccessToken(SECRET, other, later(index));
      await readAccessToken(SECRET, token, later(index + 1));
    }
    expect(await readAccessToken(SECRET, first.token, later(60_000))).toEqual(claims);
  });
});
