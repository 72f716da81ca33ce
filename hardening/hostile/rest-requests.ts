// Sends generated REST cases to api and judges the answers; also speaks raw HTTP for requests no
// HTTP client would send.
import { connect } from 'node:net';
import { envelopeProblems, leaksIn, stringsIn } from './answer-checks.js';
import type { Credentials, RestBody, RestCase } from './openapi-cases.js';

export interface RestAnswer {
  status: number;
  text: string;
  body: unknown;
  /** The media type of the answer, without its parameters. */
  mediaType?: string;
}

function urlOf(apiUrl: string, testCase: RestCase): string {
  const query =
    typeof testCase.query === 'string'
      ? testCase.query
      : new URLSearchParams(testCase.query).toString();
  return `${apiUrl}${testCase.path}${query ? `?${query}` : ''}`;
}

function credentialHeaders(
  credentials: Credentials,
  investorToken: string,
): Record<string, string> {
  if (credentials === 'none') return {};
  if (credentials === 'investor') return { authorization: `Bearer ${investorToken}` };
  return { ...credentials };
}

function encoded(body: RestBody): { headers: Record<string, string>; payload?: BodyInit } {
  if (body.kind === 'none') return { headers: {} };
  if (body.kind === 'raw') {
    const headers: Record<string, string> = { 'content-type': body.contentType };
    if (body.contentEncoding) headers['content-encoding'] = body.contentEncoding;
    // A copy: fetch takes only bytes over a plain ArrayBuffer.
    const payload = typeof body.bytes === 'string' ? body.bytes : new Uint8Array(body.bytes);
    return { headers, payload };
  }
  const form = new FormData();
  for (const [name, value] of body.fields) form.append(name, value);
  for (const file of body.files) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  return { headers: {}, payload: form };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function sendRestCase(
  apiUrl: string,
  testCase: RestCase,
  investorToken: string,
): Promise<RestAnswer> {
  const { headers, payload } = encoded(testCase.body);
  const response = await fetch(urlOf(apiUrl, testCase), {
    method: testCase.method,
    headers: { ...headers, ...credentialHeaders(testCase.credentials, investorToken) },
    body: payload ?? null,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return { status: response.status, text, body: parsed(text), mediaType };
}

/** What is wrong with the answer to `testCase`; an empty list when it was answered as it should. */
export function restCaseProblems(testCase: RestCase, answer: RestAnswer): string[] {
  // A file the document promises (a receipt, a statement) is the success itself, not an envelope.
  const file =
    answer.status >= 200 &&
    answer.status < 300 &&
    answer.mediaType !== undefined &&
    testCase.fileTypes.includes(answer.mediaType);
  const problems = file ? [] : envelopeProblems(answer.status, answer.body);
  if (testCase.mustRefuse && (answer.status < 400 || answer.status >= 500)) {
    problems.push(`was not refused (answered ${answer.status})`);
  }
  const scanned = answer.body === undefined ? [answer.text] : stringsIn(answer.body);
  for (const leak of leaksIn(scanned.join('\n'), testCase.sent)) {
    problems.push(`leaked ${leak}`);
  }
  return problems;
}

/** A REST case, its answer judged; a request that never got an answer is a problem too. */
export async function judgeRestCase(
  apiUrl: string,
  testCase: RestCase,
  investorToken: string,
): Promise<string[]> {
  let problems: string[];
  try {
    problems = restCaseProblems(testCase, await sendRestCase(apiUrl, testCase, investorToken));
  } catch (error) {
    problems = [`got no answer: ${error instanceof Error ? error.message : String(error)}`];
  }
  return problems.map(
    (problem) => `${testCase.operation} [${testCase.family}] ${testCase.description}: ${problem}`,
  );
}

export interface RawAnswer {
  status: number;
  body: unknown;
  text: string;
}

/** The answer in `received` once it is complete (headers and a Content-Length body), else null. */
function completeAnswer(received: Buffer): RawAnswer | null {
  const text = received.toString('latin1');
  const headerEnd = text.indexOf('\r\n\r\n');
  if (headerEnd < 0) return null;
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headerEnd))?.[1];
  const body = received.subarray(Buffer.byteLength(text.slice(0, headerEnd + 4), 'latin1'));
  if (length === undefined || body.length < Number(length)) return null;
  return answerOf(received);
}

function answerOf(received: Buffer): RawAnswer {
  const text = received.toString('utf8');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  return { status, text, body: parsed(text.slice(text.indexOf('\r\n\r\n') + 4)) };
}

/**
 * Writes `request` to the server of `url` exactly as given, and reads one answer: until its
 * Content-Length is complete, or until the server closes the connection.
 */
export function rawHttp(url: string, request: string | Buffer): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    let answered = false;
    const finish = () => {
      if (answered) return;
      answered = true;
      socket.destroy();
      resolve(answerOf(received));
    };
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (completeAnswer(received)) finish();
    });
    socket.on('error', (error) => (received.length > 0 ? finish() : reject(error)));
    socket.on('close', finish);
  });
}
