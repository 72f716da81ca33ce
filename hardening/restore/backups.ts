// The backups the runbook (docs/operations.md, "Backups and restore") takes, with the same tools:
// pg_dump's custom format for the ledger and pg_restore into a fresh database; the document
// bucket mirrored object by object (as `mc mirror` does), each object encrypted with gpg before it
// is written, and put back into a fresh bucket.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AwsClient } from 'aws4fetch';

const run = promisify(execFile);

/** `pg_dump --format=custom` of the database at `url` into `file`. */
export async function dumpDatabase(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', url]);
}

/** `pg_restore` of `file` into the empty database at `url`, stopping at the first error. */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', url, file]);
}

export interface Bucket {
  endpoint: string;
  name: string;
  accessKey: string;
  secretKey: string;
}

function client(bucket: Bucket) {
  const aws = new AwsClient({
    accessKeyId: bucket.accessKey,
    secretAccessKey: bucket.secretKey,
    service: 's3',
    region: 'us-east-1',
  });
  const url = (key = '') =>
    `${bucket.endpoint}/${bucket.name}${key ? `/${key.split('/').map(encodeURIComponent).join('/')}` : ''}`;
  return { aws, url };
}

async function checked(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: S3 answered ${response.status}`);
  return response;
}

/** Every key in the bucket (ListObjectsV2, page by page). */
export async function listKeys(bucket: Bucket): Promise<string[]> {
  const { aws, url } = client(bucket);
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const query = new URLSearchParams({
      'list-type': '2',
      ...(token && { 'continuation-token': token }),
    });
    const response = await checked(await aws.fetch(`${url()}?${query}`), 'list');
    const xml = await response.text();
    keys.push(
      ...[...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => decodeXml(match[1] ?? '')),
    );
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
      ? decodeXml(/<NextContinuationToken>([^<]+)</.exec(xml)?.[1] ?? '')
      : undefined;
  } while (token);
  return keys;
}

export async function getObject(bucket: Bucket, key: string): Promise<Buffer> {
  const { aws, url } = client(bucket);
  const response = await checked(await aws.fetch(url(key)), `get ${key}`);
  return Buffer.from(await response.arrayBuffer());
}

async function putObject(bucket: Bucket, key: string, body: Buffer): Promise<void> {
  const { aws, url } = client(bucket);
  await checked(
    await aws.fetch(url(key), { method: 'PUT', body: new Uint8Array(body) }),
    `put ${key}`,
  );
}

export async function createBucket(bucket: Bucket): Promise<void> {
  const { aws, url } = client(bucket);
  await checked(await aws.fetch(url(), { method: 'PUT' }), 'create bucket');
}

/** Mirrors the bucket into `directory`, every object encrypted with gpg (AES-256). */
export async function mirrorEncrypted(
  bucket: Bucket,
  directory: string,
  passphraseFile: string,
): Promise<{ objects: number; bytes: number }> {
  mkdirSync(directory, { recursive: true });
  let bytes = 0;
  const keys = await listKeys(bucket);
  for (const key of keys) {
    const plain = await getObject(bucket, key);
    bytes += plain.length;
    const encrypted = await gpg(['--symmetric', '--cipher-algo', 'AES256'], plain, passphraseFile);
    writeFileSync(join(directory, `${encodeURIComponent(key)}.gpg`), encrypted);
  }
  return { objects: keys.length, bytes };
}

/** Decrypts every object of a mirror and puts it into `bucket`, which must exist. */
export async function restoreMirror(
  directory: string,
  bucket: Bucket,
  passphraseFile: string,
): Promise<number> {
  const files = readdirSync(directory).filter((name) => name.endsWith('.gpg'));
  for (const file of files) {
    const plain = await gpg(['--decrypt'], readFileSync(join(directory, file)), passphraseFile);
    await putObject(bucket, decodeURIComponent(file.slice(0, -'.gpg'.length)), plain);
  }
  return files.length;
}

function gpg(args: string[], input: Buffer, passphraseFile: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'gpg',
      [
        '--batch',
        '--quiet',
        '--pinentry-mode',
        'loopback',
        '--passphrase-file',
        passphraseFile,
        ...args,
      ],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(input);
  });
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
