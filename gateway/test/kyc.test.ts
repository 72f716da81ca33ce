// KYC through the gateway: documents travel as GraphQL multipart uploads to a real api.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycInput } from '@rent/test-kit/investors';
import { CSRF_HEADER } from '../src/yoga.js';
import { UPLOAD_LIMITS } from '../src/graphql/upload-limits.js';
import { CookieJar } from './support/cookie-jar.js';
import { signedInInvestor } from './support/investors.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let stack: AccountStack;
let sandbox: AccountStack['sandbox'];
let gateway: AccountStack['gateway'];

beforeAll(async () => {
  stack = await startAccountStack();
  ({ sandbox, gateway } = stack);
});
afterAll(() => stack?.stop());

const SUBMIT = `mutation ($input: KycInput!, $documents: [Upload!]!) {
  submitKyc(input: $input, documents: $documents) { message kyc { status submission { city documents { name mediaType sizeBytes } } } }
}`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(
  variables: Record<string, unknown>,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const form = new FormData();
  const documents = files.map(() => null);
  form.append(
    'operations',
    JSON.stringify({ query: SUBMIT, variables: { ...variables, documents } }),
  );
  form.append(
    'map',
    JSON.stringify(
      Object.fromEntries(files.map((_, i) => [String(i), [`variables.documents.${i}`]])),
    ),
  );
  files.forEach((file, i) =>
    form.append(String(i), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name),
  );
  return form;
}

async function upload(jar: CookieJar, form: FormData) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: 'true', cookie: jar.header() },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

describe('KYC uploads through the gateway', () => {
  it('submits the form with a document and answers the new status', async () => {
    const { email, jar } = await signedInInvestor(gateway.url, sandbox.url);
    const { body } = await upload(
      jar,
      multipart({ input: kycInput(email) }, [
        { name: 'aadhar-front.png', type: 'image/png', bytes: PNG },
      ]),
    );
    expect(body.errors).toBeUndefined();
    const [stored] = (
      body.data?.submitKyc as { kyc: { submission: { documents: { sizeBytes: number }[] } } }
    ).kyc.submission.documents;
    expect(stored?.sizeBytes).toBeGreaterThan(0);
    expect(body.data?.submitKyc).toEqual({
      message: 'KYC submitted successfully. Please wait for review.',
      kyc: {
        status: 'SUBMITTED',
        submission: {
          city: 'Bengaluru',
          // api keeps the image re-encoded (decision 0069): its own size, not the upload's.
          documents: [
            { name: 'aadhar-front.png', mediaType: 'image/png', sizeBytes: expect.any(Number) },
          ],
        },
      },
    });
  });

  it('passes on the refusal of a file that is not an image or PDF', async () => {
    const { email, jar } = await signedInInvestor(gateway.url, sandbox.url);
    const script = Buffer.from('#!/bin/sh\necho owned\n');
    const { body } = await upload(
      jar,
      multipart({ input: kycInput(email) }, [
        { name: 'aadhar.jpg', type: 'image/jpeg', bytes: script },
      ]),
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'Only JPEG, PNG, WebP images or PDF documents are accepted',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a request larger than four documents before reading it', async () => {
    // Only the headers are sent: the answer must come without the body ever being read.
    const { statusCode, body } = await new Promise<{ statusCode?: number; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: {
            [CSRF_HEADER]: 'true',
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(UPLOAD_LIMITS.requestSize + 1),
          },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ statusCode: response.statusCode, body: text }));
        });
        request.on('error', reject);
        request.flushHeaders();
      },
    );
    expect(statusCode).toBe(413);
    expect(JSON.parse(body)).toMatchObject({
      errors: [{ message: 'File too large (maximum 5 MB per document)' }],
    });
  });

  it('refuses a fifth document while parsing the upload', async () => {
    const { email, jar } = await signedInInvestor(gateway.url, sandbox.url);
    const five = Array.from({ length: 5 }, (_, i) => ({
      name: `page-${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    const { body } = await upload(jar, multipart({ input: kycInput(email) }, five));
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Maximum 4 Aadhar documents allowed.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a visitor', async () => {
    const { body } = await upload(
      new CookieJar(),
      multipart({ input: kycInput(`visitor-${randomUUID()}@example.com`) }, [
        { name: 'a.png', type: 'image/png', bytes: PNG },
      ]),
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the receiving wallet', () => {
  const UPDATE = `mutation ($walletAddress: String!, $currentPassword: String) {
    updateWallet(walletAddress: $walletAddress, currentPassword: $currentPassword) { message walletAddress }
  }`;
  type WalletAnswer = {
    data?: { updateWallet: { message: string; walletAddress: string } } | null;
    errors?: { message: string; extensions?: { code?: string; fields?: unknown } }[];
  };
  const sender = (jar: CookieJar) => async (walletAddress: string, currentPassword?: string) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: 'true',
        cookie: jar.header(),
      },
      body: JSON.stringify({ query: UPDATE, variables: { walletAddress, currentPassword } }),
    });
    return (await response.json()) as WalletAnswer;
  };

  it('is added, then updated with the current password, and refused when invalid', async () => {
    const { jar, password } = await signedInInvestor(gateway.url, sandbox.url);
    const send = sender(jar);
    const added = await send('0x52908400098527886e0f7030069857d2e4169ee7');
    expect(added.data?.updateWallet).toEqual({
      message: 'Wallet address added successfully',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    const updated = await send('0xde709f2102306220921060314715629080e2fb77', password);
    expect(updated.data?.updateWallet.message).toBe('Wallet address updated successfully');
    const refused = await send('0x0000000000000000000000000000000000000000', password);
    expect(refused.errors?.[0]?.message).toBe(
      'Invalid wallet address. Must be a valid BEP20 address',
    );
  });

  it('relays currentPassword: a replacement without it or with a wrong one names that field', async () => {
    const { jar } = await signedInInvestor(gateway.url, sandbox.url);
    const send = sender(jar);
    await send('0x52908400098527886e0f7030069857d2e4169ee7');
    const missing = await send('0xde709f2102306220921060314715629080e2fb77');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Please enter your current password to change your wallet',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          {
            field: 'currentPassword',
            message: 'Please enter your current password to change your wallet',
          },
        ],
      },
    });
    const wrong = await send('0xde709f2102306220921060314715629080e2fb77', 'Not-My-Passw0rd');
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Current password is incorrect',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      },
    });
  });
});
