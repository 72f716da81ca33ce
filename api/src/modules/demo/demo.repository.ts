// What the seed reads before and while it runs: whether the demo is there, who else is, and the
// verification link each demo investor was mailed.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const DEMO_SEEDED_ACTION = 'demo.seed';

/** When the demo was seeded to the end, if it was. */
export async function demoSeededAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('audit_log')
    .select('created_at')
    .where('action', '=', DEMO_SEEDED_ACTION)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** The demo addresses already registered. */
export async function registeredDemoEmails(
  db: Kysely<Database>,
  emails: readonly string[],
): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  return rows.map(({ email }) => email);
}

/** How many accounts are not the demo's. */
export async function otherAccounts(
  db: Kysely<Database>,
  emails: readonly string[],
): Promise<number> {
  const { accounts } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('accounts'))
    .where('email', 'not in', emails)
    .executeTakeFirstOrThrow();
  return Number(accounts);
}

/** The token of the newest verification link mailed to `email`. */
export async function mailedVerificationToken(
  db: Kysely<Database>,
  email: string,
): Promise<string> {
  const mails = await db
    .selectFrom('mail_outbox')
    .select('text')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  for (const { text } of mails) {
    const token = /\/verify-email\?token=([\w-]+)/.exec(text)?.[1];
    if (token) return token;
  }
  throw new Error(`no verification link was mailed to ${email}`);
}

/**
 * Takes back the verification mails not yet sent to a demo investor whose address the seed has
 * just verified with their link: nobody is asked to verify an address that already is.
 */
export async function withdrawVerificationMail(db: Kysely<Database>, email: string) {
  await db
    .deleteFrom('mail_outbox')
    .where('recipient', '=', email)
    .where('sent_at', 'is', null)
    .where('text', 'like', '%/verify-email?token=%')
    .execute();
}
