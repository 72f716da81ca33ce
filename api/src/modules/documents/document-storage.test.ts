import { createHash, createHmac } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../../config.js';
import { createDocumentStorage, type Fetch } from './document-storage.js';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rent-storage-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function received(content: string) {
  const path = join(folder, 'incoming', `${Math.random().toString(16).slice(2)}.upload`);
  await writeFile(path, content, { mode: 0o600 });
  return { path, sha256: createHash('sha256').update(content).digest('hex') };
}

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('documents on disk', () => {
  const config = (): StorageConfig => ({
    driver: 'disk',
    directory: join(folder, 'documents'),
    incomingDir: join(folder, 'incoming'),
  });

  it('moves a received file under a random private name', async () => {
    const storage = createDocumentStorage(config());
    await storage.prepare();
    expect(await modeOf(join(folder, 'documents'))).toBe(0o700);
    expect(await modeOf(join(folder, 'incoming'))).toBe(0o700);
    const file = await received('%PDF-1.4 one');
    const key = await storage.store(file);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await readdir(join(folder, 'incoming'))).toEqual([]);
    expect(storage.locate(key)).toBe(join(folder, 'documents', key));
    expect(await modeOf(storage.locate(key))).toBe(0o600);
    expect((await storage.read(key)).toString()).toBe('%PDF-1.4 one');
    const other = await storage.store(await received('%PDF-1.4 two'));
    expect(other).not.toBe(key);
    await storage.remove(key);
    await storage.remove(key);
    expect(await readdir(join(folder, 'documents'))).toEqual([other]);
  });

  it('refuses anything but its own keys, so no path can be smuggled in', async () => {
    const storage = createDocumentStorage(config());
    for (const key of ['../secrets.json', 'ABCDEF0123456789ABCDEF0123456789', 'a'.repeat(31)]) {
      expect(() => storage.locate(key)).toThrow(/not a document storage key/);
      await expect(storage.read(key)).rejects.toThrow(/not a document storage key/);
    }
  });

  it('clears uploads abandoned by a crash, and only those', async () => {
    await mkdir(join(folder, 'incoming'), { recursive: true });
    const old = join(folder, 'incoming', 'old.upload');
    const fresh = join(folder, 'incoming', 'fresh.upload');
    await writeFile(old, 'x');
    await writeFile(fresh, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await createDocumentStorage(config()).prepare();
    expect(await readdir(join(folder, 'incoming'))).toEqual(['fresh.upload']);
  });
});

describe('documents in S3-compatible storage', () => {
  const config = (): Extract<StorageConfig, { driver: 's3' }> => ({
    driver: 's3',
    endpoint: 'http://minio.internal:9000',
    bucket: 'rent-documents',
    region: 'us-east-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    incomingDir: join(folder, 'incoming'),
  });

  function recorder(answer: (request: Request) => Response = () => new Response(null)) {
    const requests: { request: Request; body: Buffer }[] = [];
    const send: Fetch = async (request) => {
      requests.push({ request, body: Buffer.from(await request.clone().arrayBuffer()) });
      return answer(request);
    };
    return { requests, send };
  }

  // Signature Version 4 computed here independently of the client, from AWS's specification.
  function expectedAuthorization(request: Request, secret: string) {
    const url = new URL(request.url);
    const date = request.headers.get('x-amz-date') ?? '';
    const signed = ['host', 'x-amz-content-sha256', 'x-amz-date'];
    const canonical = [
      request.method,
      url.pathname,
      '',
      `host:${url.host}`,
      `x-amz-content-sha256:${request.headers.get('x-amz-content-sha256')}`,
      `x-amz-date:${date}`,
      '',
      signed.join(';'),
      request.headers.get('x-amz-content-sha256'),
    ].join('\n');
    const scope = `${date.slice(0, 8)}/us-east-1/s3/aws4_request`;
    const toSign = [
      'AWS4-HMAC-SHA256',
      date,
      scope,
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    const hmac = (key: string | Buffer, data: string) =>
      createHmac('sha256', key).update(data).digest();
    const key = hmac(
      hmac(hmac(hmac(`AWS4${secret}`, date.slice(0, 8)), 'us-east-1'), 's3'),
      'aws4_request',
    );
    const signature = createHmac('sha256', key).update(toSign).digest('hex');
    return `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`;
  }

  it('puts a document with a signed path-style request carrying its SHA-256', async () => {
    const { requests, send } = recorder();
    const storage = createDocumentStorage(config(), send);
    await storage.prepare();
    requests.length = 0;
    const file = await received('%PDF-1.4 scan');
    const key = await storage.store(file);

    expect(requests).toHaveLength(1);
    const [{ request, body }] = requests as [{ request: Request; body: Buffer }];
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`http://minio.internal:9000/rent-documents/${key}`);
    expect(body.toString()).toBe('%PDF-1.4 scan');
    expect(request.headers.get('content-type')).toBe('application/octet-stream');
    expect(request.headers.get('x-amz-content-sha256')).toBe(file.sha256);
    expect(request.headers.get('x-amz-date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request.headers.get('authorization')).toBe(
      expectedAuthorization(request, 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY'),
    );
    expect(storage.locate(key)).toBe(`s3://rent-documents/${key}`);
    expect(await readdir(join(folder, 'incoming'))).toEqual([]);
  });

  it('finds an existing bucket and leaves it alone', async () => {
    const { requests, send } = recorder();
    await createDocumentStorage(config(), send).prepare();
    expect(requests.map(({ request }) => [request.method, request.url])).toEqual([
      ['HEAD', 'http://minio.internal:9000/rent-documents'],
    ]);
    expect(requests[0]?.request.headers.get('authorization')).toBe(
      expectedAuthorization(requests[0]!.request, 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY'),
    );
  });

  it('creates the bucket of a new deployment, in the configured region', async () => {
    const { requests, send } = recorder((request) =>
      request.method === 'HEAD' ? new Response(null, { status: 404 }) : new Response(null),
    );
    await createDocumentStorage({ ...config(), region: 'ap-south-1' }, send).prepare();
    expect(requests.map(({ request }) => [request.method, request.url])).toEqual([
      ['HEAD', 'http://minio.internal:9000/rent-documents'],
      ['PUT', 'http://minio.internal:9000/rent-documents'],
    ]);
    expect(requests[1]?.body.toString()).toContain(
      '<LocationConstraint>ap-south-1</LocationConstraint>',
    );
  });

  it('accepts a bucket another replica created a moment before', async () => {
    const { send } = recorder((request) =>
      request.method === 'HEAD'
        ? new Response(null, { status: 404 })
        : new Response('<Error><Code>BucketAlreadyOwnedByYou</Code></Error>', { status: 409 }),
    );
    await expect(createDocumentStorage(config(), send).prepare()).resolves.toBeUndefined();
  });

  it('stops the start when the bucket cannot be reached with the credentials given', async () => {
    const { send } = recorder(() => new Response(null, { status: 403 }));
    await expect(createDocumentStorage(config(), send).prepare()).rejects.toThrow(
      'S3 bucket rent-documents at http://minio.internal:9000 answered 403: check STORAGE_S3_* settings',
    );
  });

  it('gets and deletes by key, a missing object counting as deleted', async () => {
    const { requests, send } = recorder((request) =>
      request.method === 'GET'
        ? new Response('%PDF-1.4 back')
        : new Response(null, { status: 404 }),
    );
    const storage = createDocumentStorage(config(), send);
    const key = 'ab'.repeat(16);
    expect((await storage.read(key)).toString()).toBe('%PDF-1.4 back');
    await storage.remove(key);
    expect(requests.map(({ request }) => [request.method, new URL(request.url).pathname])).toEqual([
      ['GET', `/rent-documents/${key}`],
      ['DELETE', `/rent-documents/${key}`],
    ]);
    for (const { request } of requests) {
      expect(request.headers.get('authorization')).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, /,
      );
    }
  });

  it('fails loudly when the storage refuses, and keeps the received file for the caller', async () => {
    const { send } = recorder((request) =>
      request.method === 'HEAD' ? new Response(null) : new Response('denied', { status: 403 }),
    );
    const storage = createDocumentStorage(config(), send);
    await storage.prepare();
    const file = await received('%PDF-1.4 x');
    await expect(storage.store(file)).rejects.toThrow('S3 PUT of a document answered 403');
    expect(await readFile(file.path, 'utf8')).toBe('%PDF-1.4 x');
    await expect(storage.read('cd'.repeat(16))).rejects.toThrow('answered 403');
  });
});
