// What every module's routes rely on from authentication: `app.authenticate` as a preHandler, the
// investor it let through, and the answers when nobody is signed in. The auth module implements
// the check; modules read the result from here, so none of them depends on auth's internals.
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import { unauthorized } from '../lib/errors.js';

/**
 * The investor's account as the sign-in check read it, in the statement that found the sign-in
 * still standing: every column but the password hash, which no request needs beside a sign-in.
 */
export type SignedInAccount = Omit<Selectable<Database['users']>, 'password_hash'>;

export interface SignedInUser {
  id: string;
  /** The session family of this sign-in. */
  familyId: string;
  /** Read with the check, so a route that needs the account does not read it again. */
  account: SignedInAccount;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/** On the 403 for an unverified e-mail, so clients can offer a new link without parsing text. */
export const EMAIL_NOT_VERIFIED_REASON = 'EMAIL_NOT_VERIFIED';

/** The investor `app.authenticate` let through; only for routes that run it. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw unauthorized(SIGN_IN_REQUIRED);
  return request.user;
}

/** Where a route schema says which credentials it takes (OpenAPI). */
export const SIGNED_IN_SECURITY: { [scheme: string]: string[] }[] = [
  { accessCookie: [] },
  { bearerToken: [] },
];
