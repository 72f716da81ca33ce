// Secrets the api hands out: opaque random tokens (refresh, verification, reset), of which only a
// SHA-256 is stored, and signed access tokens (JWT, HS256) that carry the user and session family.
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/**
 * The refresh token of a sign-in that did not ask to be remembered (decision 0115). Each rotation
 * issues a new one, so this is how long such a session survives without a request.
 */
export const UNREMEMBERED_REFRESH_TOKEN_TTL_MS = 2 * 60 * 60_000;
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for an opaque token: a lookup key that is useless to whoever reads the table. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccessClaims {
  userId: string;
  /** The session family the token was issued for; revoking the family ends the token. */
  familyId: string;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: Date;
}

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now: Date,
): Promise<SignedAccessToken> {
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  const token = await new SignJWT({ sid: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(toSeconds(now))
    .setExpirationTime(toSeconds(expiresAt))
    .sign(await keyOf(secret));
  return { token, expiresAt };
}

/** The claims of a genuine, unexpired access token; undefined for anything else. */
export async function readAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessClaims | undefined> {
  const known = verified.get(token);
  if (known?.secret === secret) {
    if (known.expiresAt > toSeconds(now)) return known.claims;
    verified.delete(token);
    return undefined;
  }
  const read = await verifyAccessToken(secret, token, now);
  if (read) remember(token, { secret, ...read });
  return read?.claims;
}

async function verifyAccessToken(secret: string, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const { sub, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || exp === undefined) return undefined;
    if (!UUID.test(sub) || !UUID.test(sid)) return undefined;
    return { claims: { userId: sub, familyId: sid }, expiresAt: exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}

interface VerifiedToken {
  secret: string;
  claims: AccessClaims;
  /** The token's `exp`, in seconds: it is good while the current second is before it. */
  expiresAt: number;
}

/**
 * Access tokens whose signature has been checked, so that an investor's next requests with the
 * same token skip the check (about 110 µs of CPU, a sixth of a signed-in read). Only a token that
 * verified is kept, under the secret that verified it, and its expiry is checked at every use; a
 * signed-out or revoked session is still refused by the session-family check that follows. Past
 * the limit the oldest entry gives way: at worst a token is verified again.
 */
const verified = new Map<string, VerifiedToken>();
export const VERIFIED_TOKENS_KEPT = 10_000;

function remember(token: string, entry: VerifiedToken): void {
  if (verified.size >= VERIFIED_TOKENS_KEPT) {
    const oldest = verified.keys().next();
    if (!oldest.done) verified.delete(oldest.value);
  }
  verified.set(token, entry);
}

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The signing key, imported once per secret: importing it again for every token cost more CPU
 * than verifying the token (about 90 of 145 µs).
 */
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

function toSeconds(instant: Date): number {
  return Math.floor(instant.getTime() / 1000);
}
