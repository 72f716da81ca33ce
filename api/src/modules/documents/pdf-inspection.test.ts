import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flateStream, pdfOf } from '../../../test/helpers/hostile-documents.js';
import { inspectPdf } from './pdf-inspection.js';

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>';
const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const bytesOf = (objects: (string | Buffer)[]) => pdfOf(objects).bytes;

describe('what a PDF holds', () => {
  it('is safe with a link to a web page and an open action that only shows a page', async () => {
    const link =
      '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://bank.example) >> >>';
    const opensOnPage = '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>';
    expect(await inspectPdf(bytesOf([opensOnPage, PAGES, PAGE, link]))).toBe('safe');
  });

  it.each([
    [
      'an attached file',
      '<< /Type /Annot /Subtype /FileAttachment /FS << /EF << /F 5 0 R >> >> >>',
    ],
    [
      'an action on an event',
      '<< /Type /Annot /Subtype /Widget /AA << /E << /S /Named /N /Print >> >> >>',
    ],
    [
      'a form submitted elsewhere',
      '<< /Type /Annot /Subtype /Link /A << /S /SubmitForm /F (https://x.example) >> >>',
    ],
    ['rich media', '<< /Type /Annot /Subtype /RichMedia >>'],
  ])('holds active content when it carries %s', async (_name, annotation) => {
    expect(await inspectPdf(bytesOf([CATALOG, PAGES, PAGE, annotation]))).toBe('active-content');
  });

  it('holds active content when an open action is any action, even one without a script', async () => {
    const catalog =
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (https://x.example) >> >>';
    expect(await inspectPdf(bytesOf([catalog, PAGES, PAGE, '<< >>']))).toBe('active-content');
  });

  it('is unreadable when it does not parse or is encrypted', async () => {
    expect(await inspectPdf(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'))).toBe(
      'unreadable',
    );
    const encrypted = Buffer.from(
      Buffer.from(bytesOf([CATALOG, PAGES, PAGE, '<< /Filter /Standard /V 1 /R 2 >>']))
        .toString('latin1')
        .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 4 0 R'),
      'latin1',
    );
    expect(await inspectPdf(encrypted)).toBe('unreadable');
  });

  it('is unreadable when an object stream uses a filter that expands without a bound', async () => {
    const lzw =
      '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 1 >>\nstream\nx\nendstream';
    expect(await inspectPdf(bytesOf([CATALOG, PAGES, PAGE, lzw]))).toBe('unreadable');
  });

  it.each([
    ['', CATALOG],
    [', behind names spelt in hex', '<< /Type /Catalog /Pages 2 0 R /N#61me#73 /A#41 >>'],
  ])(
    'bounds the work of streams that inflate far and then break%s, and answers at once',
    async (_name, catalog) => {
      // 300 streams of 15 MB each, every one with a broken checksum: 4.5 GB to inflate unbounded.
      const broken = Buffer.from(deflateSync(Buffer.alloc(15 * 1024 * 1024), { level: 9 }));
      broken.writeUInt32BE(0xdeadbeef, broken.length - 4);
      const stream = Buffer.concat([
        Buffer.from(`<< /Length ${broken.length} >>\nstream\n`),
        broken,
        Buffer.from('\nendstream'),
      ]);
      const objects = [catalog, PAGES, PAGE, ...Array.from({ length: 300 }, () => stream)];
      const started = performance.now();
      expect(await inspectPdf(bytesOf(objects))).toBe('unreadable');
      expect(performance.now() - started).toBeLessThan(3000);
    },
  );

  it('is safe with ordinary compressed page content', async () => {
    const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>';
    const content = flateStream('', Buffer.from('BT /F1 12 Tf 10 10 Td (Statement) Tj ET'));
    expect(await inspectPdf(bytesOf([CATALOG, PAGES, page, content]))).toBe('safe');
  });
});
