// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../src/features/content/documents/model';
import { whitepaper } from '../../src/features/content/documents/whitepaper';
import { renderWhitepaperPdf } from './render-whitepaper-pdf';

const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

// The info dictionary points at its values as indirect objects: "/Author 80 0 R".
function infoEntry(pdf: string, key: string): string | undefined {
  const reference = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf)?.[1];
  return new RegExp(`\\n${reference} 0 obj\\n\\((.*)\\)\\nendobj`).exec(pdf)?.[1];
}

// Text shown on the pages, read back from the hex strings of the TJ operators (one byte a glyph).
function shownText(pdf: string): string {
  const operators = pdf.match(/\[[^\]]*\] TJ/g) ?? [];
  const runs = operators.map((operator) =>
    [...operator.matchAll(/<([0-9a-f]*)>/g)]
      .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
      .join(''),
  );
  return runs.join(' ').replace(/\s+/g, ' ');
}

describe('renderWhitepaperPdf', () => {
  it('produces a PDF of several pages', async () => {
    const pdf = (await renderWhitepaperPdf(whitepaper)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pageCount(pdf)).toBeGreaterThan(1);
  });

  it('carries the title, author and subject in its metadata', async () => {
    const pdf = (await renderWhitepaperPdf(whitepaper, { compress: false })).toString('latin1');
    expect(infoEntry(pdf, 'Title')).toBe('Real Estate Network Token \\(RENT\\) - Whitepaper');
    expect(infoEntry(pdf, 'Author')).toBe('Real Estate Network Token');
    expect(infoEntry(pdf, 'Subject')).toContain('how its pre-sale works');
  });

  it('prints every section heading, the phase table and page numbers', async () => {
    const pdf = await renderWhitepaperPdf(whitepaper, { compress: false });
    const text = shownText(pdf.toString('latin1'));
    for (const section of whitepaper.sections) expect(text).toContain(section.heading);
    expect(text).toContain('Phase 1 15 Aug 2025 13 Oct 2025 INR 1000 15%');
    expect(text).toContain(`Page 2 of ${pageCount(pdf.toString('latin1'))}`);
  });

  it('writes the rupee sign as INR so no ₹ reaches the PDF', async () => {
    const pdf = await renderWhitepaperPdf(whitepaper, { compress: false });
    expect(shownText(pdf.toString('latin1'))).toContain('1 RENT = INR 1000');
    expect(pdf.includes(Buffer.from('₹', 'utf8'))).toBe(false);
    expect(pdf.includes(Buffer.from([0x20, 0xb9]))).toBe(false);
  });

  it('rejects text the built-in fonts cannot print rather than dropping it', async () => {
    const content: ContentDocument = {
      ...whitepaper,
      sections: [
        { id: 'rates', heading: 'Rates', blocks: [{ kind: 'paragraph', text: '1 USD ≈ 85' }] },
      ],
    };
    await expect(renderWhitepaperPdf(content)).rejects.toThrow('cannot print "≈"');
  });

  it('gives the same bytes for the same content', async () => {
    const [first, second] = await Promise.all([
      renderWhitepaperPdf(whitepaper),
      renderWhitepaperPdf(whitepaper),
    ]);
    expect(first.equals(second)).toBe(true);
  });
});
