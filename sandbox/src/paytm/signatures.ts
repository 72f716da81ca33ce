// Paytm's signatures through its official checksum library, with its sharp edges filed off.
import { createDecipheriv } from 'node:crypto';
import { createRequire } from 'node:module';

type SignedParams = Record<string, string>;

interface PaytmChecksumLibrary {
  generateSignature(params: SignedParams | string, key: string): Promise<string>;
  verifySignature(params: SignedParams | string, key: string, checksum: string): boolean;
}

// The library is CommonJS without types; loading it this way keeps every importer free of a
// module declaration for it.
const PaytmChecksum = createRequire(import.meta.url)('paytmchecksum') as PaytmChecksumLibrary;

/** Signs a text, e.g. the `JSON.stringify(body)` of a JSON API call. */
export function signText(text: string, key: string): Promise<string> {
  return PaytmChecksum.generateSignature(text, key);
}

/** Signs form fields: their values in the order of the sorted names, joined with `|`. */
export function signFields(fields: SignedParams, key: string): Promise<string> {
  return PaytmChecksum.generateSignature({ ...fields }, key);
}

// The library prints a stack trace for a checksum it cannot decrypt (made with another key, or
// not a checksum at all); such a checksum is simply wrong, and is refused before it gets there.
function decrypts(checksum: string, key: string): boolean {
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, '@@@@&&&&####$$$$');
    decipher.update(checksum, 'base64');
    decipher.final();
    return true;
  } catch {
    return false;
  }
}

function verify(params: SignedParams | string, key: string, signature: unknown): boolean {
  // The library throws on a missing checksum and on a key of the wrong size.
  if (typeof signature !== 'string' || !decrypts(signature, key)) return false;
  try {
    return PaytmChecksum.verifySignature(params, key, signature);
  } catch {
    return false;
  }
}

export function verifyText(text: string, key: string, signature: unknown): boolean {
  return verify(text, key, signature);
}

/** Verifies form fields; a `CHECKSUMHASH` among them is left out, and the fields are not changed. */
export function verifyFields(fields: SignedParams, key: string, signature: unknown): boolean {
  return verify({ ...fields }, key, signature);
}
