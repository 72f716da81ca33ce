import { createHash } from 'node:crypto';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../testing/fake-xhr';
import { hasErrorCode } from '../error-facts';
import { errorMessage } from '../error-message';
import { sendUpload } from './send-upload';

const SubmitDocuments = parse(`
  mutation SubmitDocuments($input: DocumentsInput!, $documents: [Upload!]!) {
    submitDocuments(input: $input, documents: $documents) { message }
  }
`);

const front = new File(['front of the card'], 'aadhar-front.jpg', { type: 'image/jpeg' });
const back = new File(['%PDF-1.7 back'], 'aadhar-back.pdf', { type: 'application/pdf' });
const variables = { input: { firstName: 'Asha' }, documents: [front, back] };
const accepted = { data: { submitDocuments: { message: 'Received' } } };
const refusal = (message: string, code: string) => ({
  errors: [{ message, extensions: { code } }],
});

describe('sending a GraphQL request with files', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the multipart body of the GraphQL multipart request spec', async () => {
    const request = installFakeXhr();
    const answer = sendUpload(SubmitDocuments, variables);
    const xhr = await request();

    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['apollo-require-preflight']).toBe('true');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['operations', 'map', '0', '1']);
    expect(xhr.part('operations')).toMatchObject({
      operationName: 'SubmitDocuments',
      variables: { input: { firstName: 'Asha' }, documents: [null, null] },
    });
    expect(String((xhr.part('operations') as { query: string }).query)).toContain(
      'submitDocuments(input: $input, documents: $documents)',
    );
    expect(xhr.part('map')).toEqual({
      '0': ['variables.documents.0'],
      '1': ['variables.documents.1'],
    });
    const first = xhr.body?.get('0');
    expect(first).toBeInstanceOf(File);
    expect((first as File).name).toBe('aadhar-front.jpg');
    expect((first as File).size).toBe(front.size);
    expect((first as File).type).toBe('image/jpeg');
    expect((xhr.body?.get('1') as File).name).toBe('aadhar-back.pdf');

    xhr.respond(200, accepted);
    await expect(answer).resolves.toEqual(accepted.data);
  });

  it('maps a file used twice to both of its places with one part', async () => {
    const request = installFakeXhr();
    void sendUpload(SubmitDocuments, { input: { firstName: 'Asha' }, documents: [front, front] });
    const xhr = await request();
    expect(xhr.part('map')).toEqual({ '0': ['variables.documents.0', 'variables.documents.1'] });
    expect(xhr.body?.has('1')).toBe(false);
  });

  it('reports the share of the body sent as it goes out', async () => {
    const request = installFakeXhr();
    const onProgress = vi.fn();
    const answer = sendUpload(SubmitDocuments, variables, { onProgress });
    const xhr = await request();
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(200, accepted);
    await answer;
    expect(onProgress.mock.calls.map(([sent]: number[]) => sent)).toEqual([0, 0.25, 1]);
  });

  it('turns GraphQL errors into the error the rest of the app explains', async () => {
    const request = installFakeXhr();
    const answer = sendUpload(SubmitDocuments, variables).catch((error: unknown) => error);
    (await request()).respond(
      200,
      refusal('Maximum 4 Aadhar documents allowed.', 'BAD_USER_INPUT'),
    );
    const error = await answer;
    expect(errorMessage(error)).toBe('Maximum 4 Aadhar documents allowed.');
    expect(hasErrorCode(error, 'BAD_USER_INPUT')).toBe(true);
  });

  it('reads the refusal of an oversized upload out of its 413 answer', async () => {
    const request = installFakeXhr();
    const answer = sendUpload(SubmitDocuments, variables).catch((error: unknown) => error);
    (await request()).respond(
      413,
      refusal('File too large (maximum 5 MB per document)', 'BAD_USER_INPUT'),
    );
    expect(errorMessage(await answer)).toBe('File too large (maximum 5 MB per document)');
  });

  it('explains an answer that is not GraphQL, and a request that got no answer', async () => {
    const request = installFakeXhr();
    const proxy = sendUpload(SubmitDocuments, variables).catch((error: unknown) => error);
    (await request()).respond(502, '<html>Bad Gateway</html>');
    expect(errorMessage(await proxy)).toBe('Network Error');

    const offline = sendUpload(SubmitDocuments, variables).catch((error: unknown) => error);
    (await request(1)).failNetwork();
    expect(errorMessage(await offline)).toBe('Network Error');
  });

  it('sends a document of the app by its persisted hash, and its text once if that is unknown', async () => {
    const persistedText = printExecutableGraphQLDocument(SubmitDocuments);
    const hash = createHash('sha256').update(persistedText).digest('hex');
    const OfTheApp = Object.assign(parse(persistedText), { __meta__: { hash } });
    const request = installFakeXhr();
    const answer = sendUpload(OfTheApp, variables);

    const byHash = await request();
    expect(byHash.part('operations')).toEqual({
      operationName: 'SubmitDocuments',
      variables: { input: { firstName: 'Asha' }, documents: [null, null] },
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    byHash.respond(200, refusal('PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND'));

    const withText = await request(1);
    expect(withText.part('operations')).toMatchObject({
      query: persistedText,
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(withText.body?.get('1')).toBeInstanceOf(File);
    withText.respond(200, accepted);
    await expect(answer).resolves.toEqual(accepted.data);
  });

  it('renews an expired session once and sends the files again', async () => {
    const request = installFakeXhr();
    const renewSession = vi.fn(async () => true);
    const answer = sendUpload(SubmitDocuments, variables, { renewSession });
    (await request()).respond(200, refusal('Not signed in', 'UNAUTHENTICATED'));
    const retry = await request(1);
    expect(retry.body?.get('0')).toBeInstanceOf(File);
    retry.respond(200, accepted);
    await expect(answer).resolves.toEqual(accepted.data);
    expect(renewSession).toHaveBeenCalledTimes(1);
  });

  it('gives up when the session cannot be renewed, or is refused again', async () => {
    const request = installFakeXhr();
    const notRenewed = sendUpload(SubmitDocuments, variables, { renewSession: async () => false });
    (await request()).respond(200, refusal('Not signed in', 'UNAUTHENTICATED'));
    await expect(notRenewed).rejects.toThrow('Not signed in');

    const renewSession = vi.fn(async () => true);
    const refusedTwice = sendUpload(SubmitDocuments, variables, { renewSession });
    (await request(1)).respond(200, refusal('Not signed in', 'UNAUTHENTICATED'));
    (await request(2)).respond(200, refusal('Not signed in', 'UNAUTHENTICATED'));
    await expect(refusedTwice).rejects.toThrow('Not signed in');
    expect(renewSession).toHaveBeenCalledTimes(1);
  });

  it('never renews the session for other refusals', async () => {
    const request = installFakeXhr();
    const renewSession = vi.fn(async () => true);
    const answer = sendUpload(SubmitDocuments, variables, { renewSession });
    (await request()).respond(200, refusal('Your KYC is already under review.', 'CONFLICT'));
    await expect(answer).rejects.toThrow('Your KYC is already under review.');
    expect(renewSession).not.toHaveBeenCalled();
  });

  it('stops the request when it is cancelled', async () => {
    const request = installFakeXhr();
    const controller = new AbortController();
    const answer = sendUpload(SubmitDocuments, variables, { signal: controller.signal });
    await request();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
