// SMTP down: a visitor signing up meanwhile is signed up all the same (the verification mail
// waits in api's outbox), and the mail arrives, once, when the mail server is back. Two ways of
// being down: nothing accepts the connection, or the server answers "try again later" (451).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@rent/test-kit/eventually';
import { Session, signedIn } from '@rent/test-kit/session';
import { PASSWORD, startHardeningStack, type HardeningStack } from '../support/stack.js';
import { errorsOf } from './gateway-answers.js';
import {
  mailTo,
  rejectedMail,
  setSmtpMode,
  tokenFromLink,
  type ReceivedMail,
} from '@rent/test-kit/sandbox';
import { halfWrittenSignUps, newVisitorEmail, signUp } from './sign-ups.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

let proxy: TcpProxy;
let stack: HardeningStack;
/** Every address signed up by this file. */
const visitors: string[] = [];

beforeAll(async () => {
  // api sends through the relay; the sandbox's SMTP port is known once the stack runs.
  proxy = await startTcpProxy();
  stack = await startHardeningStack({
    env: { api: { SMTP_URL: `smtp://127.0.0.1:${proxy.port}` } },
  });
  proxy.setTarget(stack.running.ports.smtp);
});

afterAll(async () => {
  await stack?.stop();
  await proxy?.close();
});

async function signUpSucceeds(email: string) {
  visitors.push(email);
  const answer = await signUp(stack.urls.gateway, email);
  expect(errorsOf(answer)).toEqual([]);
  expect(answer.data?.signUp.message).toBe('User registered, please verify your email.');
}

/** Waits for the verification mail to `email`; answers the inbox of that address. */
async function deliveredMail(email: string): Promise<ReceivedMail[]> {
  return eventually(
    async () => {
      const inbox = await mailTo(stack.urls.sandbox, email);
      return inbox.length > 0 ? inbox : undefined;
    },
    { what: `the verification mail to ${email}` },
  );
}

/** The visitor follows the link in the mail and signs in. */
async function verifyAndSignIn(mail: ReceivedMail, email: string) {
  const token = tokenFromLink(mail, '/verify-email');
  const verified = await new Session(stack.urls.gateway).graphql(
    'mutation ($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { message } }',
    { token, password: PASSWORD },
  );
  expect(errorsOf(verified)).toEqual([]);
  await expect(signedIn(stack.urls.gateway, { email, password: PASSWORD })).resolves.toBeDefined();
}

describe('SMTP down', () => {
  it('signs a visitor up while nothing accepts mail, and delivers once it is back', async () => {
    await proxy.cut('reset');
    const turnedAway = proxy.resetConnections;
    const email = newVisitorEmail('smtp-refused');
    await signUpSucceeds(email);
    await eventually(async () => (proxy.resetConnections > turnedAway ? true : undefined), {
      what: 'api to try the mail server',
    });
    expect(await mailTo(stack.urls.sandbox, email)).toEqual([]);

    await proxy.restore();
    const [mail] = await deliveredMail(email);
    await verifyAndSignIn(mail as ReceivedMail, email);
  });

  it('signs a visitor up while the mail server says "try later", and delivers when it accepts', async () => {
    await setSmtpMode(stack.urls.sandbox, 'reject');
    const rejected = await rejectedMail(stack.urls.sandbox);
    const email = newVisitorEmail('smtp-451');
    await signUpSucceeds(email);
    await eventually(
      async () => ((await rejectedMail(stack.urls.sandbox)) > rejected ? true : undefined),
      { what: 'the mail server to turn api away' },
    );
    expect(await mailTo(stack.urls.sandbox, email)).toEqual([]);

    await setSmtpMode(stack.urls.sandbox, 'ok');
    const [mail] = await deliveredMail(email);
    await verifyAndSignIn(mail as ReceivedMail, email);
  });

  it('wrote each sign-up whole and delivered each mail exactly once', async () => {
    const { halfWritten, unsent } = await stack.inspect(async (db) => ({
      halfWritten: await halfWrittenSignUps(db),
      unsent: await db
        .selectFrom('mail_outbox')
        .select('recipient')
        .where('sent_at', 'is', null)
        .execute(),
    }));
    expect(halfWritten).toEqual([]);
    // Nothing is left to send, so no second copy can still be on its way.
    expect(unsent).toEqual([]);
    for (const email of visitors) expect(await mailTo(stack.urls.sandbox, email)).toHaveLength(1);
  });
});
