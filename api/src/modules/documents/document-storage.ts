// Where identity documents are kept: a private folder under DATA_DIR (the default), or an
// S3-compatible bucket (STORAGE_DRIVER=s3). Either way a document is stored under a new random key
// of 32 hex characters; nothing from the client (name, extension, type) reaches the storage.
// Uploads are first received into `incomingDir` and only stored once the whole submission is valid.
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, copyFile, link, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../../config.js';

export interface ReceivedFile {
  /** A file in `incomingDir`; storing it moves or copies it away. */
  path: string;
  /** Hex SHA-256 of the content, computed while it was received. */
  sha256: string;
}

export interface DocumentStorage {
  readonly driver: StorageConfig['driver'];
  /** Where uploads wait while the submission is checked (always a private local folder). */
  readonly incomingDir: string;
  /**
   * Creates the private folders, clears uploads left behind by a crash, and creates the S3 bucket
   * when it does not exist yet.
   */
  prepare(): Promise<void>;
  /** Keeps the file under a new random key and returns the key. */
  store(file: ReceivedFile): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** Removes a document; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Where an operator finds the document: a file path or an s3:// address. */
  locate(key: string): string;
}

const KEY = /^[0-9a-f]{32}$/;
const PRIVATE_DIRECTORY = 0o700;
const PRIVATE_FILE = 0o600;
// An upload still in the incoming folder after this long belongs to a request that died.
const ABANDONED_UPLOAD_MS = 60 * 60_000;
const S3_TIMEOUT_MS = 30_000;

export type Fetch = (request: Request) => Promise<Response>;

export function createDocumentStorage(
  config: StorageConfig,
  fetchImplementation: Fetch = (request) => fetch(request),
): DocumentStorage {
  return config.driver === 'disk'
    ? diskStorage(config.directory, config.incomingDir)
    : s3Storage(config, fetchImplementation);
}

/**
 * A stored document's content, checked against the SHA-256 recorded when it was received; a
 * mismatch (`description` names the document) means it was changed or damaged in storage.
 */
export async function readVerified(
  storage: DocumentStorage,
  key: string,
  sha256: string,
  description: string,
): Promise<Buffer> {
  const content = await storage.read(key);
  if (createHash('sha256').update(content).digest('hex') !== sha256) {
    throw new Error(
      `${description} does not match its SHA-256: it was changed or damaged after it was received`,
    );
  }
  return content;
}

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`"${key}" is not a document storage key`);
  return key;
}

function diskStorage(directory: string, incomingDir: string): DocumentStorage {
  const pathOf = (key: string) => join(directory, checkedKey(key));
  return {
    driver: 'disk',
    incomingDir,
    async prepare() {
      await privateDirectory(directory);
      await privateDirectory(incomingDir);
      await removeAbandonedUploads(incomingDir);
    },
    async store(file) {
      const key = newStorageKey();
      const target = pathOf(key);
      await moveWithoutReplacing(file.path, target);
      await chmod(target, PRIVATE_FILE);
      return key;
    },
    read: async (key) => readFile(pathOf(key)),
    remove: async (key) => rm(pathOf(key), { force: true }),
    locate: pathOf,
  };
}

function s3Storage(config: Extract<StorageConfig, { driver: 's3' }>, send: Fetch): DocumentStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  // Path-style addresses work with AWS, MinIO and most S3-compatible services alike.
  const objectUrl = (key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${checkedKey(key)}`;

  const bucketUrl = `${config.endpoint}/${encodeURIComponent(config.bucket)}`;
  const signed = (url: string, method: string, init: RequestInit = {}) =>
    client.sign(url, { ...init, method, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });

  // A new deployment starts with no bucket: api makes its own, private (S3's default), once.
  async function ensureBucket() {
    const found = await send(await signed(bucketUrl, 'HEAD'));
    await found.body?.cancel();
    if (found.ok) return;
    if (found.status !== 404) {
      throw new Error(
        `S3 bucket ${config.bucket} at ${config.endpoint} answered ${found.status}: check STORAGE_S3_* settings`,
      );
    }
    const created = await send(
      await signed(bucketUrl, 'PUT', { body: createBucketBody(config.region) }),
    );
    const answer = await created.text();
    // 409 BucketAlreadyOwnedByYou: another replica created it a moment ago.
    if (!created.ok && !(created.status === 409 && answer.includes('BucketAlreadyOwnedByYou'))) {
      throw new Error(`S3 refused to create bucket ${config.bucket}: ${created.status}`);
    }
  }

  async function call(method: string, key: string, init: RequestInit = {}) {
    const request = await signed(objectUrl(key), method, init);
    const response = await send(request);
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      await response.body?.cancel();
      throw new Error(`S3 ${method} of a document answered ${response.status}`);
    }
    return response;
  }

  return {
    driver: 's3',
    incomingDir: config.incomingDir,
    async prepare() {
      await privateDirectory(config.incomingDir);
      await removeAbandonedUploads(config.incomingDir);
      await ensureBucket();
    },
    async store(file) {
      const key = newStorageKey();
      const body = await readFile(file.path);
      // The content hash is signed, so S3 refuses a body that changed on the way.
      await call('PUT', key, {
        body,
        headers: {
          'content-type': 'application/octet-stream',
          'x-amz-content-sha256': file.sha256,
        },
      });
      await rm(file.path, { force: true });
      return key;
    },
    async read(key) {
      const response = await call('GET', key);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await call('DELETE', key);
      await response.body?.cancel();
    },
    locate: (key) => `s3://${config.bucket}/${checkedKey(key)}`,
  };
}

/** us-east-1 is S3's default location and must not be named; every other region must be. */
function createBucketBody(region: string): string {
  if (region === 'us-east-1') return '';
  return `<CreateBucketConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><LocationConstraint>${region}</LocationConstraint></CreateBucketConfiguration>`;
}

async function privateDirectory(path: string) {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIRECTORY });
  await chmod(path, PRIVATE_DIRECTORY);
}

// A hard link fails rather than replace an existing file; across file systems it becomes a copy.
async function moveWithoutReplacing(from: string, to: string) {
  try {
    await link(from, to);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
    await copyFile(from, to, constants.COPYFILE_EXCL);
  }
  await rm(from, { force: true });
}

async function removeAbandonedUploads(incomingDir: string) {
  const cutoff = Date.now() - ABANDONED_UPLOAD_MS;
  for (const name of await readdir(incomingDir)) {
    const path = join(incomingDir, name);
    // Another process may finish with its upload meanwhile.
    const modified = await stat(path).then(
      ({ mtimeMs }) => mtimeMs,
      () => Number.POSITIVE_INFINITY,
    );
    if (modified < cutoff) await rm(path, { force: true });
  }
}
