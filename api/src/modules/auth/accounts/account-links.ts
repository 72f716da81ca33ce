// The mails that carry a one-time link for an account: verifying its address or resetting its
// password. The link is stored and the mail queued in the caller's transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { enqueueMail, type Addressee, type OutgoingMail } from '../../mail/index.js';
import type { UserRow } from '../../users/index.js';
import type { AuthTokenPurpose } from '../tokens/auth-tokens.table.js';
import { issueEmailLink } from '../tokens/one-time-tokens.js';
import { addresseeOf } from './registrations.js';

/** Stores a new link of `purpose` for the user and queues the mail that `letter` writes around it. */
export async function mailAccountLink(
  trx: Kysely<Database>,
  context: { now: Date; publicUrl: string },
  user: UserRow,
  purpose: AuthTokenPurpose,
  letter: (to: Addressee, link: string) => OutgoingMail,
): Promise<void> {
  const { now, publicUrl } = context;
  const link = await issueEmailLink(trx, { userId: user.id, purpose, now, publicUrl });
  await enqueueMail(trx, letter(addresseeOf(user), link), now);
}
