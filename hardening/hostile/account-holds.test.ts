// The takeover of issue 25 against the built product (decision 0116): a session that knows an
// investor's password attaches his wallet and his identity; the owner resets her password through
// her mailbox. What he attached is on hold for her alone: his ended session, a visitor and another
// investor can neither confirm nor discard it, and she discards it and submits her own KYC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycInput } from '@rent/test-kit/investors';
import { Session, signedIn } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack, type Investor } from '../support/stack.js';
import { accessToken, mailedToken, verifiedNewInvestor, type Credentials } from './accounts.js';
import { loopback, send } from './graphql-requests.js';

const STRANGER_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const NEW_PASSWORD = 'Owner-Takes-It-Back-2025';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let stack: HardeningStack;
let gateway: string;
let other: Investor;
let owner: Credentials;

beforeAll(async () => {
  stack = await startHardeningStack({ investors: 1 });
  gateway = loopback(stack.urls.gateway);
  const [first] = stack.investors;
  if (!first) throw new Error('the stack has too few investors');
  other = first;
  owner = await verifiedNewInvestor({ api: stack.urls.api, sandbox: stack.urls.sandbox });
});

afterAll(async () => {
  await stack?.stop();
});

const HOLD = '{ me { walletAddress kycStatus hold { wallet kycApplication { firstName } } } }';
const CONFIRM = 'mutation { confirmAccountHold { message } }';
const DISCARD = 'mutation { discardAccountHold { message user { walletAddress kycStatus } } }';

const codesOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  (answer.errors ?? []).map((error) => String(error.extensions?.code));

/** A KYC submission straight to api, as a mobile client sends it. */
async function submitKyc(token: string, email: string, firstName: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(kycInput(email, { firstName }))) {
    form.append(name, String(value));
  }
  form.append('aadharDocs', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'aadhar.png');
  return send(`${stack.urls.api}/api/v1/kyc/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

describe('what a stranger attached before the owner reset her password', () => {
  it('is on hold for her alone, and she discards it and submits her own KYC', async () => {
    // He signs in with the password he knows and attaches his wallet and identity.
    const stranger = await signedIn(gateway, owner);
    const wallet = await stranger.graphql(
      'mutation ($w: String!) { updateWallet(walletAddress: $w) { message } }',
      { w: STRANGER_WALLET },
    );
    expect(wallet.errors).toBeUndefined();
    const strangerToken = await accessToken(stack.urls.api, owner);
    expect((await submitKyc(strangerToken, owner.email, 'Stranger')).status).toBe(201);

    // She takes the account back through her mailbox.
    const reset = new Session(gateway);
    await reset.graphql('mutation ($e: String!) { requestPasswordReset(email: $e) { message } }', {
      e: owner.email,
    });
    const token = await mailedToken(stack.urls.sandbox, owner.email, '/reset-password');
    const done = await reset.graphql(
      'mutation ($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { message } }',
      { t: token, p: NEW_PASSWORD },
    );
    expect(done.errors).toBeUndefined();
    const her: Session = await signedIn(gateway, { email: owner.email, password: NEW_PASSWORD });
    const hold = await her.graphql<{ me: { hold: unknown } }>(HOLD);
    expect(hold.data?.me.hold).toEqual({
      wallet: STRANGER_WALLET,
      kycApplication: { firstName: 'Stranger' },
    });

    // His ended session, his old token, a visitor and another investor decide nothing.
    expect(codesOf(await stranger.graphql(CONFIRM))).toEqual(['UNAUTHENTICATED']);
    const byToken = await send(`${stack.urls.api}/api/v1/user/hold/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    expect(byToken.status).toBe(401);
    expect(codesOf(await new Session(gateway).graphql(DISCARD))).toEqual(['UNAUTHENTICATED']);
    const otherSession = await signedIn(gateway, other);
    const foreign = await otherSession.graphql(CONFIRM);
    expect(codesOf(foreign)).toEqual(['CONFLICT']);
    expect(foreign.errors?.[0]?.message).toBe('Nothing on your account is on hold.');
    expect((await her.graphql<{ me: { hold: unknown } }>(HOLD)).data?.me.hold).not.toBeNull();

    // She discards it: no wallet of his, and her own KYC is accepted.
    const discarded = await her.graphql<{ discardAccountHold: { user: unknown } }>(DISCARD);
    expect(discarded.errors).toBeUndefined();
    expect(discarded.data?.discardAccountHold.user).toEqual({
      walletAddress: null,
      kycStatus: 'NOT_SUBMITTED',
    });
    expect(codesOf(await her.graphql(DISCARD))).toEqual(['CONFLICT']);
    const herToken = await accessToken(stack.urls.api, {
      email: owner.email,
      password: NEW_PASSWORD,
    });
    expect((await submitKyc(herToken, owner.email, 'Meera')).status).toBe(201);
  });
});
