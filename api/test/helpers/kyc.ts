// KYC submissions for tests: small but real documents of each kind (and a few impostors), the
// multipart body a browser would send, and a look at what reached the storage folders.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

export interface TestDocument {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A real 2×2 RGB PNG. */
export function png(name = 'aadhar-front.png'): TestDocument {
  const chunk = (kind: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(kind, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, type: 'image/png', bytes };
}

/** A JPEG as far as its signature goes: SOI, a JFIF APP0 segment, EOI. */
export function jpeg(name = 'aadhar-back.jpg', totalBytes?: number): TestDocument {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  const end = Buffer.from([0xff, 0xd9]);
  const padding = Buffer.alloc(Math.max(0, (totalBytes ?? 0) - head.length - end.length));
  return { name, type: 'image/jpeg', bytes: Buffer.concat([head, padding, end]) };
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
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(text));
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, type: 'application/pdf', bytes: Buffer.from(text, 'latin1') };
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
