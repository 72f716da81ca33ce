// A verified, signed-in investor for tests that need an account, made through the gateway as a
// browser would: sign up, open the mailed link, sign in.
import { randomUUID } from 'node:crypto';
import { untilMail } from '@rent/test-kit/sandbox';
import { CSRF_HEADER } from '../../src/yoga.js';
import { CookieJar } from './cookie-jar.js';

async function graphql(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown>,
  jar: CookieJar,
) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', cookie: jar.header() },
    body: JSON.stringify({ query, variables }),
  });
  jar.store(response);
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join(', '));
}

function mailedToken(sandboxUrl: string, email: string): Promise<string> {
  return untilMail(
    sandboxUrl,
    email,
    (messages) => messages[0]?.text.match(/verify-email\?token=([\w-]+)/)?.[1],
    `no verification mail for ${email}`,
    { intervalMs: 100, timeoutMs: 15_000 },
  );
}

export async function signedInInvestor(
  gatewayUrl: string,
  sandboxUrl: string,
  password = 'Str0ngPassword',
  referralCode?: string,
) {
  const email = `investor-${randomUUID()}@example.com`;
  const jar = new CookieJar();
  await graphql(
    gatewayUrl,
    'mutation ($input: SignUpInput!) { signUp(input: $input) { message } }',
    { input: { fullname: 'Asha Rao', email, password, acceptedTerms: true, referralCode } },
    jar,
  );
  await graphql(
    gatewayUrl,
    'mutation ($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { message } }',
    { token: await mailedToken(sandboxUrl, email), password },
    jar,
  );
  await graphql(
    gatewayUrl,
    'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { message } }',
    { email, password },
    jar,
  );
  return { email, password, jar };
}
