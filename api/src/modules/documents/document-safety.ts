// Makes a received document safe to keep and to open: an image is decoded and encoded again in its
// own format (so metadata, trailing bytes and anything hidden between its segments are left
// behind, and what is stored is only the picture), and a PDF is kept cut at its end marker
// (pdf-trailing-bytes.ts) and only when it holds no active content (pdf-inspection.ts). Identity documents and payment proofs both pass through here.
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { DocumentMediaType } from '../../db/columns.js';
import { inspectPdf } from './pdf-inspection.js';
import { pdfWithoutTrailingBytes } from './pdf-trailing-bytes.js';

/** What a document holds, as far as storing it goes. */
export type DocumentVerdict = 'kept' | 'active-content' | 'unreadable';

export interface CheckedFile {
  path: string;
  sha256: string;
  sizeBytes: number;
}

/** 50 million pixels: a 48-megapixel phone photo fits; a decompression bomb does not. */
export const MAX_IMAGE_PIXELS = 50_000_000;
const IMAGE_TIMEOUT_SECONDS = 20;

sharp.cache(false);

/**
 * Checks the file at `document.path`; an image is replaced by its re-encoded copy and `document`
 * is updated to describe it. A file that is refused stays where it is, for the caller to discard.
 */
export async function makeDocumentSafe(
  document: CheckedFile,
  mediaType: DocumentMediaType,
): Promise<DocumentVerdict> {
  if (mediaType === 'application/pdf') return keepPdfSafely(document);
  const encodedPath = join(dirname(document.path), `${randomBytes(16).toString('hex')}.upload`);
  try {
    await reencode(document.path, encodedPath, mediaType);
  } catch {
    await rm(encodedPath, { force: true });
    return 'unreadable';
  }
  const encoded = await readFile(encodedPath);
  await rm(document.path, { force: true });
  document.path = encodedPath;
  document.sizeBytes = encoded.length;
  document.sha256 = createHash('sha256').update(encoded).digest('hex');
  return 'kept';
}

// What is inspected is what is kept: the PDF without the bytes after its end, written anew when
// there were any.
async function keepPdfSafely(document: CheckedFile): Promise<DocumentVerdict> {
  const received = await readFile(document.path);
  const pdf = pdfWithoutTrailingBytes(received);
  if (!pdf) return 'unreadable';
  const verdict = await inspectPdf(pdf);
  if (verdict !== 'safe') return verdict;
  if (pdf.length !== received.length) await replaceContent(document, pdf);
  return 'kept';
}

async function replaceContent(document: CheckedFile, content: Buffer) {
  const replacedPath = join(dirname(document.path), `${randomBytes(16).toString('hex')}.upload`);
  await writeFile(replacedPath, content, { mode: 0o600 });
  await rm(document.path, { force: true });
  document.path = replacedPath;
  document.sizeBytes = content.length;
  document.sha256 = createHash('sha256').update(content).digest('hex');
}

// Turned upright first: the orientation is part of the metadata that is not kept. Only the first
// frame of an animated image is kept (a document is a still picture). A colour profile is applied
// and dropped (sRGB out).
async function reencode(
  from: string,
  to: string,
  mediaType: Exclude<DocumentMediaType, 'application/pdf'>,
) {
  const image = sharp(from, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
    animated: false,
  })
    .rotate()
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS });
  const encoder = {
    'image/jpeg': () => image.jpeg({ quality: 90, mozjpeg: true }),
    'image/png': () => image.png({ compressionLevel: 9 }),
    'image/webp': () => image.webp({ quality: 90 }),
  }[mediaType];
  await encoder().toFile(to);
}
