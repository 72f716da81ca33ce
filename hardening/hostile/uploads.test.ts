// Hostile uploads. First what is kept: documents named to climb out of the storage folder, which
// must land inside it under names of the server's choosing and never be served back to anyone
// (only the admin CLI reads them, from storage); images are kept re-encoded, so a page appended to
// a picture or hidden in its comments is not kept with it. A decompression bomb is refused at
// once, from its header. Then what must be refused, through the gateway (GraphQL multipart
// requests) and straight to api (multipart forms): KYC documents and payment proofs that are one
// too many, too large, empty, a renamed script, an SVG or HTML carrying a script, a PDF that runs
// JavaScript or launches a program, or named to climb out of the folder; none may leave a file or
// a row behind.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '@rent/test-kit/scripts';
import { CSRF_HEADER, signedIn, type Session } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { accessToken, verifiedNewInvestor, type Credentials } from './accounts.js';
import {
  envelopeProblems,
  graphqlErrorsOf,
  graphqlProblems,
  leaksIn,
  stringsIn,
} from './answer-checks.js';
import { snapshotOf, snapshotStack, type DatabaseSnapshot } from './database-snapshot.js';
import {
  decompressionBomb,
  emptyFile,
  htmlAsPdf,
  jpeg,
  oversizeJpeg,
  pdf,
  pdfWithJavaScript,
  pdfWithLaunch,
  pngWithHtmlAppended,
  renamedScript,
  svgWithScript,
  VALID_KYC_FIELDS,
  type UploadFile,
} from './documents.js';
import { loopback, send, type HttpAnswer } from './graphql-requests.js';
import { rawHttp } from './rest-requests.js';

const MARKER = `stored-document-marker-${Date.now()}`;

let stack: HardeningStack;
let gateway: string;
let dataDir: string;
let before: DatabaseSnapshot;

interface Uploader {
  browser: Session;
  token: string;
}

/** Who uploads: a new investor per KYC outcome (KYC is submitted once), and a verified buyer. */
const people = {} as Record<'applicant' | 'bomber' | 'keeper' | 'buyer', Uploader>;

async function uploader(investor: Credentials): Promise<Uploader> {
  return {
    browser: await signedIn(gateway, investor),
    token: await accessToken(stack.urls.api, investor),
  };
}

beforeAll(async () => {
  stack = await startHardeningStack({ investors: 1 });
  gateway = loopback(stack.urls.gateway);
  dataDir = stack.running.apiEnv.DATA_DIR ?? '';
  if (!dataDir) throw new Error('api runs without a DATA_DIR');
  const [buyer] = stack.investors;
  if (!buyer) throw new Error('the stack has no investor');
  people.buyer = await uploader(buyer);
  for (const role of ['applicant', 'bomber', 'keeper'] as const) {
    people[role] = await uploader(await verifiedNewInvestor(stack.urls));
  }
});

afterAll(async () => {
  await stack?.stop();
});

// --- sending -------------------------------------------------------------------------------------

function formOf(fields: Record<string, string>, fileField: string, files: UploadFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const KYC_FIELDS_INPUT = {
  ...VALID_KYC_FIELDS,
  termsAccepted: true,
  privacyPolicyAccepted: true,
};

function submitKycToApi(uploader: Uploader, files: UploadFile[]): Promise<HttpAnswer> {
  return send(`${stack.urls.api}/api/v1/kyc/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${uploader.token}` },
    body: formOf(VALID_KYC_FIELDS, 'aadharDocs', files),
  });
}

function submitManualOrderToApi(uploader: Uploader, proof: UploadFile): Promise<HttpAnswer> {
  return send(`${stack.urls.api}/api/v1/order/manual`, {
    method: 'POST',
    headers: { authorization: `Bearer ${uploader.token}` },
    body: formOf({ amount: '1000', currency: 'INR' }, 'proof', [proof]),
  });
}

/** A GraphQL multipart request: `files` fill the variables at their paths. */
function graphqlUpload(
  uploader: Uploader,
  query: string,
  variables: Record<string, unknown>,
  files: [string, UploadFile][],
): Promise<HttpAnswer> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [path]]))),
  );
  files.forEach(([, file], index) => {
    form.append(
      String(index),
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  });
  return send(`${gateway}/graphql`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: 'true', cookie: uploader.browser.cookieHeader() },
    body: form,
  });
}

const SUBMIT_KYC =
  'mutation ($input: KycInput!, $documents: [Upload!]!) { submitKyc(input: $input, documents: $documents) { message kyc { status submission { documents { id name mediaType sizeBytes } } } } }';

function submitKycToGateway(uploader: Uploader, files: UploadFile[]): Promise<HttpAnswer> {
  return graphqlUpload(
    uploader,
    SUBMIT_KYC,
    { input: KYC_FIELDS_INPUT, documents: files.map(() => null) },
    files.map((file, index): [string, UploadFile] => [`variables.documents.${index}`, file]),
  );
}

function submitManualOrderToGateway(uploader: Uploader, proof: UploadFile): Promise<HttpAnswer> {
  return graphqlUpload(
    uploader,
    'mutation ($amount: Decimal!, $proof: Upload!) { submitManualOrder(amount: $amount, proof: $proof) { message } }',
    { amount: '1000', proof: null },
    [['variables.proof', proof]],
  );
}

function sentStrings(files: UploadFile[]): string[] {
  return [...Object.values(VALID_KYC_FIELDS), ...files.map((file) => file.name)];
}

/** Problems with a refusal from api: it must be a 4xx envelope that gives nothing away. */
function apiRefusalProblems(answer: HttpAnswer, files: UploadFile[]): string[] {
  const problems = envelopeProblems(answer.status, answer.body);
  if (answer.status < 400 || answer.status >= 500) problems.push(`answered ${answer.status}`);
  problems.push(...leaksIn(stringsIn(answer.body).join('\n'), sentStrings(files)));
  return problems;
}

/** Problems with a refusal from the gateway: coded errors, no data, nothing given away. */
function gatewayRefusalProblems(answer: HttpAnswer, files: UploadFile[]): string[] {
  const problems = graphqlProblems(answer.status, answer.body);
  if (graphqlErrorsOf(answer.body).length === 0)
    problems.push(`accepted: ${answer.text.slice(0, 200)}`);
  problems.push(...leaksIn(stringsIn(answer.body).join('\n'), sentStrings(files)));
  return problems;
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// --- what is kept ---------------------------------------------------------------------------------

describe('a decompression bomb', () => {
  it('is refused at once, from its header, and nothing of it is kept', async () => {
    const bomb = decompressionBomb();
    const started = performance.now();
    const answer = await submitKycToApi(people.bomber, [bomb]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(answer.status).toBe(422);
    expect(envelopeProblems(answer.status, answer.body)).toEqual([]);
    expect((await send(`${stack.urls.api}/health`)).status).toBe(200);
    const stored = filesUnder(join(dataDir, 'documents')).map((path) => sha256(readFileSync(path)));
    expect(stored).not.toContain(sha256(bomb.bytes));
  });
});

describe('documents that are kept', () => {
  const kept = [
    jpeg('../../../../etc/passwd.jpg', MARKER),
    pdf('..\\..\\..\\windows\\evil.pdf', MARKER),
    pngWithHtmlAppended('../../upload.png', MARKER),
  ];
  const [, keptPdf] = kept;
  let documentIds: string[] = [];
  let storedPaths: string[] = [];

  beforeAll(async () => {
    const storedBefore = new Set(filesUnder(join(dataDir, 'documents')));
    const answer = await submitKycToGateway(people.keeper, kept);
    expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
    const documents = (
      answer.body as {
        data: { submitKyc: { kyc: { submission: { documents: { id: string; name: string }[] } } } };
      }
    ).data.submitKyc.kyc.submission.documents;
    documentIds = documents.map((document) => document.id);
    storedPaths = filesUnder(join(dataDir, 'documents')).filter((path) => !storedBefore.has(path));
  });

  it('are stored under names of the server’s choosing, inside the storage folder', () => {
    expect(storedPaths).toHaveLength(kept.length);
    for (const path of storedPaths) {
      const name = relative(join(dataDir, 'documents'), path);
      expect(name).not.toMatch(/passwd|evil|\.\./);
    }
    const strays = filesUnder(dataDir).filter((path) => /passwd|evil/.test(path));
    expect(strays).toEqual([]);
  });

  it('are kept as the PDF that came and as the pictures alone, re-encoded', () => {
    const stored = storedPaths.map((path) => readFileSync(path));
    const storedPdfs = stored.filter((bytes) => bytes.subarray(0, 5).toString() === '%PDF-');
    expect(storedPdfs.map(sha256)).toEqual([sha256(keptPdf?.bytes ?? new Uint8Array())]);
    const images = stored.filter((bytes) => !storedPdfs.includes(bytes));
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(kept.map((file) => sha256(file.bytes))).not.toContain(sha256(image));
      expect(image.toString('latin1')).not.toContain(MARKER);
      expect(image.toString('latin1')).not.toContain('<script>');
    }
  });

  it('are described without their folders, and never with their content', async () => {
    const answer = await people.keeper.browser.graphql<{
      kyc: { submission: { documents: { name: string }[] } };
    }>('{ kyc { submission { documents { id name mediaType sizeBytes } } } }');
    const names = answer.data?.kyc.submission.documents.map((document) => document.name);
    expect(names?.sort()).toEqual(['evil.pdf', 'passwd.jpg', 'upload.png']);
    expect(JSON.stringify(answer)).not.toContain(MARKER);
    const type = await people.keeper.browser.graphql<{ __type: { fields: { name: string }[] } }>(
      '{ __type(name: "KycDocument") { fields { name } } }',
    );
    expect(type.data?.__type.fields.map((field) => field.name).sort()).toEqual([
      'id',
      'mediaType',
      'name',
      'sizeBytes',
    ]);
  });

  it('are never served over HTTP, by any path that could lead to them', async () => {
    expect(storedPaths.length).toBeGreaterThan(0);
    // The marker is in the PDF on disk (the images were kept without theirs): a probe that served
    // it would show it; every stored file is probed all the same.
    expect(storedPaths.some((path) => readFileSync(path, 'latin1').includes(MARKER))).toBe(true);
    const webDist = join(ROOT, 'web', 'dist');
    const probes = storedPaths.flatMap((path) => {
      const key = relative(join(dataDir, 'documents'), path);
      const climb = relative(webDist, path);
      return [
        `/${key}`,
        `/documents/${key}`,
        `/uploads/${key}`,
        `/api/v1/documents/${key}`,
        `/api/v1/kyc/documents/${key}`,
        ...documentIds.flatMap((id) => [
          `/api/v1/kyc/documents/${id}`,
          `/api/v1/kyc/document?id=${id}`,
          `/api/v1/kyc/status/documents/${id}`,
        ]),
        `/${climb}`,
        `/${climb.split('/').map(encodeURIComponent).join('%2f')}`,
        `/${climb.replaceAll('..', '%2e%2e')}`,
        `/assets/${climb.replaceAll('/', '%2f')}`,
        `/${path}`,
        `//${path}`,
      ];
    });
    const problems: string[] = [];
    for (const server of [gateway, stack.urls.api]) {
      for (const probe of probes) {
        // Raw requests: an HTTP client would tidy the ".." away before sending.
        const answer = await rawHttp(
          server,
          `GET ${probe} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${people.keeper.browser.cookieHeader()}\r\nAuthorization: Bearer ${people.keeper.token}\r\nConnection: close\r\n\r\n`,
        );
        if (answer.status >= 500 || answer.status === 0)
          problems.push(`${server}${probe}: ${answer.status}`);
        if (answer.text.includes(MARKER))
          problems.push(`${server}${probe} served a stored document`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// --- what is refused ------------------------------------------------------------------------------

const small = () => jpeg('aadhar-front.jpg');

const refusedKycUploads: [string, UploadFile[]][] = [
  ['a fifth document', [small(), small(), pdf('b.pdf'), jpeg('c.jpg'), jpeg('fifth.jpg')]],
  ['a document over 5 MB', [small(), oversizeJpeg()]],
  ['a shell script named aadhar.jpg', [small(), renamedScript()]],
  ['an SVG carrying a script', [svgWithScript()]],
  [
    'an SVG carrying a script, named and typed as a PNG',
    [svgWithScript('aadhar.png', 'image/png')],
  ],
  ['an HTML page named as a PDF', [htmlAsPdf()]],
  ['a PDF that runs JavaScript when opened', [small(), pdfWithJavaScript('aadhar.pdf')]],
  ['a PDF that launches a program', [pdfWithLaunch('aadhar.pdf')]],
  ['a script named to climb out of the folder', [renamedScript('../../../../../tmp/evil.jpg')]],
  ['a script named with Windows separators', [renamedScript('..\\..\\..\\evil.jpg')]],
  ['an empty file', [small(), emptyFile()]],
  ['no document at all', []],
];

const refusedProofs: [string, UploadFile][] = [
  ['a proof over 5 MB', oversizeJpeg('transfer.jpg')],
  ['a shell script named transfer.jpg', renamedScript('transfer.jpg')],
  ['an SVG carrying a script', svgWithScript('transfer.svg')],
  ['an HTML page named as a PDF', htmlAsPdf('transfer.pdf')],
  ['a PDF that runs JavaScript when opened', pdfWithJavaScript('transfer.pdf')],
  ['a PDF that launches a program', pdfWithLaunch('transfer.pdf')],
  ['a script named to climb out of the folder', renamedScript('../../../../tmp/evil.pdf')],
  ['an empty file', emptyFile('transfer.png')],
];

describe('what is refused', () => {
  let storedBefore: string[] = [];

  beforeAll(async () => {
    // The kept documents above are in storage now; nothing below may add a file or a row.
    storedBefore = filesUnder(join(dataDir, 'documents'));
    before = await snapshotStack(stack);
  });

  describe('KYC documents', () => {
    it.each(refusedKycUploads)('refuses %s through the gateway', async (_name, files) => {
      const answer = await submitKycToGateway(people.applicant, files);
      expect(gatewayRefusalProblems(answer, files)).toEqual([]);
    });

    it.each(refusedKycUploads)('refuses %s straight at api', async (_name, files) => {
      const answer = await submitKycToApi(people.applicant, files);
      expect(apiRefusalProblems(answer, files)).toEqual([]);
    });
  });

  describe('payment proofs', () => {
    it.each(refusedProofs)('refuses %s through the gateway', async (_name, proof) => {
      const answer = await submitManualOrderToGateway(people.buyer, proof);
      expect(gatewayRefusalProblems(answer, [proof])).toEqual([]);
    });

    it.each(refusedProofs)('refuses %s straight at api', async (_name, proof) => {
      const answer = await submitManualOrderToApi(people.buyer, proof);
      expect(apiRefusalProblems(answer, [proof])).toEqual([]);
    });

    it('refuses two proofs for one order', async () => {
      const form = formOf({ amount: '1000' }, 'proof', [jpeg('one.jpg'), jpeg('two.jpg')]);
      const answer = await send(`${stack.urls.api}/api/v1/order/manual`, {
        method: 'POST',
        headers: { authorization: `Bearer ${people.buyer.token}` },
        body: form,
      });
      expect(apiRefusalProblems(answer, [])).toEqual([]);
    });
  });

  describe('afterwards', () => {
    it('kept no file, in storage or half-received', () => {
      expect(filesUnder(join(dataDir, 'documents'))).toEqual(storedBefore);
      expect(filesUnder(join(dataDir, 'incoming'))).toEqual([]);
    });

    it('wrote no row, credited no order and changed no account', async () => {
      expect(await stack.inspectAtTheEnd(snapshotOf)).toEqual(before);
    });
  });
});
