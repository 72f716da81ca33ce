// What an unverified registration is worth: nothing that binds the address's real owner. Until
// the address is verified, anyone may have typed it, so a new sign-up with it replaces the old
// registration (name, password, referrer, links), and verifying it through a password reset drops
// the name and referrer chosen before.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { newReferralCode, type PublicUser, type UserRow } from '../../users/index.js';
import type { Addressee } from '../../mail/index.js';
import { forgetReferee } from '../../referrals/index.js';

/**
 * Whom a mail about the account greets: a name typed before the address was verified may be a
 * stranger's bait ("Call +91-… to claim your bonus"), so mails to an unverified address carry none.
 */
export function addresseeOf(user: UserRow): Addressee {
  return { email: user.email, fullname: user.email_verified_at ? user.fullname : '' };
}

/** The account holding `email`, locked until the end of the transaction. */
export async function findUserByEmailForUpdate(
  trx: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
}

export interface Registration {
  fullname: string;
  passwordHash: string;
  referredBy: string | null;
  now: Date;
}

/**
 * Gives a never-verified account the details of a new sign-up, as if it were created now: once
 * verified, its referrer's table lists it under the new referrer only, and links mailed before
 * stop working.
 */
export async function replaceRegistration(
  trx: Kysely<Database>,
  user: UserRow,
  registration: Registration,
): Promise<UserRow> {
  const { now } = registration;
  // Nobody refers themselves, even with the code the old registration was given.
  const referredBy = registration.referredBy === user.id ? null : registration.referredBy;
  await forgetReferee(trx, user.id);
  await trx
    .deleteFrom('auth_tokens')
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  const replaced = await trx
    .updateTable('users')
    .set({
      fullname: registration.fullname,
      password_hash: registration.passwordHash,
      referred_by: referredBy,
      accepted_terms_at: now,
      created_at: now,
      updated_at: now,
    })
    .where('id', '=', user.id)
    .where('email_verified_at', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
  return replaced;
}

/**
 * Drops what was chosen at sign-up by whoever typed the address, when its owner first proves they
 * read it through a password reset: the referrer (and the referrer's row for the account) and the
 * name, which the owner sets in their profile.
 */
export async function forgetPreVerificationChoices(trx: Kysely<Database>, userId: string) {
  await forgetReferee(trx, userId);
  await trx
    .updateTable('users')
    .set({ fullname: '', referred_by: null })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/**
 * The answer to a sign-up with an address that is already verified: shaped exactly like a new
 * account's, so that the answer does not tell that the address is registered. Nothing of it is
 * stored, and none of it belongs to the real account.
 */
export function unsavedRegistration(
  fields: { fullname: string; email: string; referredBy: string | null },
  now: Date,
) {
  return {
    _id: randomUUID(),
    fullname: fields.fullname,
    email: fields.email,
    phone: null,
    dob: null,
    emailVerified: false,
    referralCode: newReferralCode(),
    tokenBalance: '0',
    kycStatus: 'NOT_SUBMITTED',
    walletAddress: null,
    createdAt: now.toISOString(),
    referred: fields.referredBy !== null,
  } satisfies PublicUser;
}
