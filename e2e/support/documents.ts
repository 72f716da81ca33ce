// Real documents for journeys, written at run time: a PNG image and a one-page PDF.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { pdfOf, pngOf } from '@rent/test-kit/documents';

/** A small card-sized PNG: a navy frame on white, like a scanned identity card. */
function cardPng(width = 120, height = 76): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const edge = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
      rows.set(edge ? [31, 60, 136] : [250, 250, 245], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return pngOf(width, height, 2, deflateSync(rows));
}

function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 30 100 Td (Aadhar back) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return Buffer.from(pdfOf(objects, { version: '1.4' }).bytes);
}

export function aadharDocuments(): { front: string; back: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rent-e2e-docs-'));
  const front = join(dir, 'aadhar-front.png');
  const back = join(dir, 'aadhar-back.pdf');
  writeFileSync(front, cardPng());
  writeFileSync(back, onePagePdf());
  return { front, back };
}
