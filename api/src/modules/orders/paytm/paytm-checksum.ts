// The official `paytmchecksum` library (CommonJS, untyped), behind the few functions the api uses.
import { createRequire } from 'node:module';

interface PaytmChecksumLibrary {
  generateSignature(params: Record<string, string> | string, key: string): Promise<string>;
  verifySignature(params: Record<string, string> | string, key: string, checksum: string): boolean;
}

const library = createRequire(import.meta.url)('paytmchecksum') as PaytmChecksumLibrary;

/** Signs the exact JSON text a request sends (JSON APIs sign `JSON.stringify(body)`). */
export function signText(text: string, key: string): Promise<string> {
  return library.generateSignature(text, key);
}

export function verifyText(text: string, key: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature.length === 0) return false;
  return library.verifySignature(text, key, signature);
}

/**
 * Whether `CHECKSUMHASH` signs every other field of a callback form. The library deletes
 * CHECKSUMHASH from what it is given and throws on a missing checksum, so it gets a copy and a
 * checked value; an undecryptable checksum is simply not valid.
 */
export function verifyFields(fields: Readonly<Record<string, string>>, key: string): boolean {
  const { CHECKSUMHASH: checksum, ...signed } = fields;
  if (typeof checksum !== 'string' || checksum.length === 0) return false;
  try {
    return library.verifySignature({ ...signed }, key, checksum);
  } catch {
    return false;
  }
}
