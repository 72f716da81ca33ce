// The demo's files: a one-page PDF for each identity document and payment proof, marked as a demo,
// received into the storage's incoming folder the way an upload is, then stored by the services.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { DocumentStorage, ReceivedDocument } from '../documents/index.js';

const A6 = [297.64, 419.53] as const;

/** A PDF saying what it stands for, received as an upload named `fileName`. */
export async function receiveDemoPdf(
  storage: DocumentStorage,
  fileName: string,
  lines: readonly string[],
): Promise<ReceivedDocument> {
  const bytes = await demoPdf(lines);
  await mkdir(storage.incomingDir, { recursive: true, mode: 0o700 });
  const path = join(storage.incomingDir, `demo-${randomBytes(8).toString('hex')}`);
  await writeFile(path, bytes, { mode: 0o600 });
  return {
    path,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    originalName: fileName,
    sizeBytes: bytes.length,
    mediaType: 'application/pdf',
  };
}

async function demoPdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(lines[0] ?? 'Demo document');
  pdf.setProducer('RENT pre-sale demo');
  const page = pdf.addPage([...A6]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('DEMO - NOT A REAL DOCUMENT', {
    x: 24,
    y: A6[1] - 40,
    size: 12,
    font: bold,
    color: rgb(0.75, 0.1, 0.1),
  });
  lines.forEach((line, index) => {
    page.drawText(line, { x: 24, y: A6[1] - 80 - index * 18, size: 11, font });
  });
  return pdf.save({ useObjectStreams: false });
}
