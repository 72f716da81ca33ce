import { describe, expect, it } from 'vitest';
import { decompressionBomb, jpegOf, pdfOf } from './documents.js';

describe('test documents', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const { bytes } = pdfOf(['<< /Type /Catalog >>', '<< /Type /Pages >>'], { version: '1.4' });
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.map((offset) => text.slice(offset, offset + 7))).toEqual(['1 0 obj', '2 0 obj']);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });

  it('pads a JPEG to exactly the size asked for', () => {
    expect(jpegOf('big.jpg', { totalBytes: 200_000 }).bytes.length).toBe(200_000);
    expect(jpegOf('big.jpg', { totalBytes: 65_541 }).bytes.length).toBe(65_541);
  });

  it('makes a bomb that claims 100 000 pixels a side in a few kilobytes', () => {
    const { bytes, type } = decompressionBomb();
    expect(type).toBe('image/png');
    expect(bytes.length).toBeLessThan(64 * 1024);
    expect(Buffer.from(bytes).readUInt32BE(16)).toBe(100_000);
  });
});
