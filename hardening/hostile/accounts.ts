// Accounts the suites make through the product itself (sign-up, the mailed link), for investors who
// must start where a new investor starts (KYC NOT_SUBMITTED) without a write to the database, and
// the bearer tokens suites use to talk to api directly.
import { randomBytes } from 'node:crypto';
import { untilMail } from '@rent/test-kit/sandbox';
import { send } from './graphql-requests.js';

export interface Credentials {
  email: string;
  password: string;
}

const NEW_INVESTOR_PASSWORD = 'New-Investor-Passw0rd-2025';

/**
 * The token of the newest mailed link to `email` whose path is `linkPath`, waiting for it; with
 * `newerThan`, waiting for a link other than that one.
 */
export async function mailedToken(
  sandboxUrl: string,
  email: string,
  linkPath: '/verify-email' | '/reset-password',
  newerThan?: string,
): Promise<string> {
  const link = new RegExp(`${linkPath}\\?token=([\\w-]+)`);
  return untilMail(
    sandboxUrl,
    email,
    (messages) => {
      const token = messages.map((message) => link.exec(message.text)?.[1]).find(Boolean);
      return token && token !== newerThan ? token : undefined;
    },
    `no ${linkPath} mail for ${email}`,
    { intervalMs: 100, timeoutMs: 15_000 },
  );
}

/** A newly signed-up investor whose e-mail address is verified through the mailed link. */
export async function verifiedNewInvestor(urls: {
  api: string;
  sandbox: string;
}): Promise<Credentials> {
  const email = `new-${randomBytes(4).toString('hex')}@hardening.example`;
  const signUp = await send(`${urls.api}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: 'Hostile Suite Investor',
      email,
      password: NEW_INVESTOR_PASSWORD,
      acceptedTerms: true,
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up refused: ${signUp.text}`);
  const token = await mailedToken(urls.sandbox, email, '/verify-email');
  const verified = await send(`${urls.api}/api/v1/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: NEW_INVESTOR_PASSWORD }),
  });
  if (verified.status !== 200) throw new Error(`verification refused: ${verified.text}`);
  return { email, password: NEW_INVESTOR_PASSWORD };
}

/** An access token for `Authorization: Bearer`, as a mobile client signs in. */
export async function accessToken(apiUrl: string, investor: Credentials): Promise<string> {
  const answer = await send(`${apiUrl}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: investor.email, password: investor.password }),
  });
  const token = (answer.body as { data?: { accessToken?: string } }).data?.accessToken;
  if (!token) throw new Error(`no token for ${investor.email}: ${answer.text}`);
  return token;
}
