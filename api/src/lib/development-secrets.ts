// Secrets a development machine generates once and keeps under DATA_DIR, so that a fresh checkout
// starts with no set-up and sessions survive restarts. Production never comes here: there a
// missing secret is a start-up error.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SECRETS_FILE = 'secrets.json';

type Secrets = Record<string, string>;

export async function developmentSecret(dataDir: string, name: string): Promise<string> {
  const file = join(dataDir, SECRETS_FILE);
  const secrets = await readSecrets(file);
  const existing = secrets[name];
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const created = randomBytes(48).toString('base64url');
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ ...secrets, [name]: created }, null, 2)}\n`, {
    mode: 0o600,
  });
  await rename(temporary, file);
  return created;
}

async function readSecrets(file: string): Promise<Secrets> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isSecrets(parsed)) throw new Error(`${file} must hold a JSON object of strings`);
  return parsed;
}

function isSecrets(value: unknown): value is Secrets {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
