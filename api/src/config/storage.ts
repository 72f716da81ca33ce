// Where identity documents and proofs of manual payments are kept (decision 0009).
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { urlOf } from '@rent/server-kit';

export const STORAGE_DRIVERS = ['disk', 's3'] as const;

const withS3 = (description: string) => ({
  documentedDefault: 'unset; required with `s3`',
  description,
});

export const StorageSettings = Type.Object({
  STORAGE_DRIVER: Type.Enum(STORAGE_DRIVERS, {
    default: 'disk',
    description: '`disk` keeps them in `DATA_DIR/documents`; `s3` in an S3-compatible bucket',
  }),
  STORAGE_S3_ENDPOINT: Type.Optional(
    Type.String({
      format: 'url',
      pattern: '^https?://',
      rule: urlOf(['http', 'https']).rule,
      ...withS3(
        'the S3-compatible service, path-style requests (e.g. `http://minio:9000`, `https://s3.eu-west-1.amazonaws.com`)',
      ),
    }),
  ),
  STORAGE_S3_BUCKET: Type.Optional(
    Type.String({
      // S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens.
      pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
      rule: 'must be an S3 bucket name (3 to 63 lowercase letters, digits, dots, hyphens)',
      ...withS3('the bucket (private; nothing else in it)'),
    }),
  ),
  STORAGE_S3_REGION: Type.String({
    pattern: '^[a-z0-9-]{1,64}$',
    rule: 'must be a region name such as us-east-1',
    default: 'us-east-1',
    description: 'region used in request signatures (MinIO accepts `us-east-1`)',
  }),
  STORAGE_S3_ACCESS_KEY: Type.Optional(
    Type.String({ minLength: 1, ...withS3('the access key, allowed into the bucket alone') }),
  ),
  STORAGE_S3_SECRET_KEY: Type.Optional(
    Type.String({ minLength: 1, secret: true, ...withS3('its secret') }),
  ),
});

type StorageEnvironment = Static<typeof StorageSettings>;

const S3_SETTINGS = [
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_ACCESS_KEY',
  'STORAGE_S3_SECRET_KEY',
] as const;

export function missingS3Settings(present: Record<string, string>): string[] {
  if (present.STORAGE_DRIVER !== 's3') return [];
  return S3_SETTINGS.filter((name) => !present[name]).map(
    (name) => `${name} is required when STORAGE_DRIVER=s3`,
  );
}

// Uploads are received into DATA_DIR/incoming whatever the driver, so that a refused or unfinished
// upload never reaches the documents' storage.
function storageOf(env: StorageEnvironment, dataDir: string) {
  const incomingDir = join(dataDir, 'incoming');
  if (env.STORAGE_DRIVER === 'disk') {
    return { driver: 'disk' as const, directory: join(dataDir, 'documents'), incomingDir };
  }
  return {
    driver: 's3' as const,
    endpoint: (env.STORAGE_S3_ENDPOINT ?? '').replace(/\/+$/, ''),
    bucket: env.STORAGE_S3_BUCKET ?? '',
    region: env.STORAGE_S3_REGION,
    accessKeyId: env.STORAGE_S3_ACCESS_KEY ?? '',
    secretAccessKey: env.STORAGE_S3_SECRET_KEY ?? '',
    incomingDir,
  };
}

export function storageConfig(env: StorageEnvironment, dataDir: string) {
  return { storage: storageOf(env, dataDir) };
}

/** Where identity documents are kept: a private folder, or an S3-compatible bucket. */
export type StorageConfig = ReturnType<typeof storageOf>;
