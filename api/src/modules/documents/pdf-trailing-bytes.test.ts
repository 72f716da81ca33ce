import { describe, expect, it } from 'vitest';
import { pdfWithoutTrailingBytes } from './pdf-trailing-bytes.js';

const body = '%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n';
const cut = (text: string) => pdfWithoutTrailingBytes(Buffer.from(text, 'latin1'))?.toString();

describe('pdfWithoutTrailingBytes', () => {
  it.each([
    ['LF', '\n'],
    ['CR LF', '\r\n'],
    ['CR', '\r'],
    ['no line end', ''],
  ])('keeps a PDF ending at %%EOF and %s as it is', (_name, lineEnd) => {
    expect(cut(`${body}%%EOF${lineEnd}`)).toBe(`${body}%%EOF${lineEnd}`);
  });

  it('cuts an HTML page and a ZIP archive after the end marker', () => {
    const polyglot = `${body}%%EOF\n<html><script>alert(1)</script></html>PK\x03\x04zip`;
    expect(cut(polyglot)).toBe(`${body}%%EOF\n`);
  });

  it('keeps incremental updates: the cut is at the last end marker', () => {
    const updated = `${body}%%EOF\n2 0 obj\n<< >>\nendobj\n%%EOF\r\n`;
    expect(cut(`${updated}<html></html>`)).toBe(updated);
  });

  it('finds no end in a file without an end marker', () => {
    expect(cut(`${body}<html></html>`)).toBeUndefined();
  });
});
