// Visitors signing up through the gateway, and what a sign-up must leave in the database: the
// account, its verification token and the verification mail in the outbox, all or nothing.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@rent/api/testing';
import { Session, type GraphqlAnswer } from '@rent/test-kit/session';
import { PASSWORD } from '../support/stack.js';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { message } }`;

/** An address nobody has used, under the domain these suites' sign-ups share. */
export function newVisitorEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@faults.example`;
}

export function signUp(
  gatewayUrl: string,
  email: string,
  referralCode?: string,
): Promise<GraphqlAnswer<{ signUp: { message: string } }>> {
  return new Session(gatewayUrl).graphql(SIGN_UP, {
    input: {
      fullname: 'Fault Visitor',
      email,
      password: PASSWORD,
      acceptedTerms: true,
      ...(referralCode && { referralCode }),
    },
  });
}

export interface SignUpLoad {
  /** Addresses whose sign-up the gateway confirmed. */
  readonly confirmed: readonly string[];
  /** `extensions.code` of every refused sign-up. */
  readonly errorCodes: readonly unknown[];
  stop(): Promise<void>;
}

/** One visitor after another signing up, with `referralCode`, until stopped. */
export function startSignUpLoad(gatewayUrl: string, referralCode: string): SignUpLoad {
  const confirmed: string[] = [];
  const errorCodes: unknown[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const email = newVisitorEmail('visitor');
      const answer = await signUp(gatewayUrl, email, referralCode);
      if (answer.errors) {
        errorCodes.push(...answer.errors.map((error) => error.extensions?.code));
        await sleep(100);
      } else confirmed.push(email);
    }
  })().then(
    () => null,
    (error: unknown) => error,
  );
  return {
    confirmed,
    errorCodes,
    stop: async () => {
      stopped = true;
      const failure = await loop;
      if (failure !== null) throw failure;
    },
  };
}

/**
 * Sign-ups of these suites that were written in part: an account without its verification token,
 * its verification mail or its row in the referrer's table.
 */
export async function halfWrittenSignUps(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{
    email: string;
    referred: boolean;
    tokens: number;
    mails: number;
    referrals: number;
  }>`
    select users.email,
           users.referred_by is not null and users.email_verified_at is not null as referred,
           (select count(*)::int from auth_tokens
             where auth_tokens.user_id = users.id and purpose = 'verify_email') as tokens,
           (select count(*)::int from mail_outbox
             where mail_outbox.recipient = users.email) as mails,
           (select count(*)::int from referral_stats
             where referral_stats.referee_id = users.id) as referrals
      from users
     where users.email like '%@faults.example'`.execute(db);
  return rows
    .filter(
      (row) => row.tokens !== 1 || row.mails !== 1 || row.referrals !== (row.referred ? 1 : 0),
    )
    .map(
      (row) =>
        `${row.email}: ${row.tokens} verification tokens, ${row.mails} mails, ` +
        `${row.referrals} referral rows`,
    );
}

/** Which of `emails` have an account. */
export async function existingAccounts(db: Kysely<Database>, emails: readonly string[]) {
  if (emails.length === 0) return [];
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  return rows.map((row) => row.email);
}
