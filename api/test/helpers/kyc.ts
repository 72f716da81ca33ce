// KYC submissions for tests: small but real documents of each kind (and a few impostors), the
// multipart body a browser would send, and a look at what reached the storage folders.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { jpegOf, pdfOf, pngOf, type TestDocument } from '@rent/test-kit/documents';

export type { TestDocument };

/** A real 2×2 RGB PNG. */
export function png(name = 'aadhar-front.png'): TestDocument {
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return { name, type: 'image/png', bytes: pngOf(2, 2, 2, deflateSync(rows)) };
}

/**
 * A real 2×2 JPEG; with `totalBytes`, padded to exactly that size with comment segments, so that it
 * still decodes.
 */
export function jpeg(name = 'aadhar-back.jpg', totalBytes?: number): TestDocument {
  return jpegOf(name, { totalBytes: totalBytes ?? 0 });
}

/** A 1×1 lossless WebP. */
export function webp(name = 'aadhar.webp'): TestDocument {
  const bytes = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8L'),
    Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe]),
    Buffer.from([0x07, 0x00]),
  ]);
  return { name, type: 'image/webp', bytes };
}

/** A valid one-page PDF, cross-reference table included. */
export function pdf(name = 'aadhar.pdf'): TestDocument {
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ],
    { name, version: '1.4' },
  );
}

/** A Linux executable renamed to look like a photo. */
export function elfNamedAsJpeg(): TestDocument {
  const bytes = Buffer.alloc(64);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], 0);
  return { name: 'aadhar.jpg', type: 'image/jpeg', bytes };
}

/** A Windows executable renamed to look like a photo. */
export function windowsExeNamedAsJpeg(): TestDocument {
  const bytes = Buffer.alloc(128);
  bytes.set([0x4d, 0x5a, 0x90, 0x00], 0);
  return { name: 'scan.jpeg', type: 'image/jpeg', bytes };
}

export function svg(): TestDocument {
  const text =
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(document.cookie)</script></svg>';
  return { name: 'aadhar.svg', type: 'image/svg+xml', bytes: Buffer.from(text) };
}

export function emptyFile(): TestDocument {
  return { name: 'aadhar.png', type: 'image/png', bytes: new Uint8Array(0) };
}

export const VALID_KYC_FIELDS = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+91 98765 43210',
  dob: '1990-05-12',
  street1: '12 MG Road',
  street2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  termsAccepted: 'true',
  privacyPolicyAccepted: 'true',
} as const;

/** The form a browser sends; `undefined` leaves a field out. */
export function kycForm(
  fields: Record<string, string | undefined> = {},
  documents: readonly TestDocument[] = [jpeg()],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...VALID_KYC_FIELDS, ...fields })) {
    if (value !== undefined) form.append(name, value);
  }
  for (const document of documents) {
    form.append(
      'aadharDocs',
      new Blob([new Uint8Array(document.bytes)], { type: document.type }),
      document.name,
    );
  }
  return form;
}

/** The body and content type of a form, as fetch would send them. */
export async function multipartBody(form: FormData) {
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** Every file under a folder (0 when the folder does not exist). */
export async function filesUnder(directory: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else files.push(path);
  }
  return files;
}

export async function modeOf(path: string): Promise<number> {
  return (await stat(path)).mode & 0o777;
}
