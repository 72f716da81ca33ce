// Turns the whitepaper document into a PDF: cover, contents, numbered sections, page furniture.
import PDFDocument from 'pdfkit';
import type { ContentDocument, ContentSection } from '../../src/features/content/documents/model';
import { drawBlock } from './pdf-blocks';
import { drawCover } from './pdf-cover';
import { drawContents, drawPageFurniture, type ContentsEntry } from './pdf-pages';
import { pdfSafeText } from './pdf-text';
import { colors, contentBox, ensureSpace, fonts, pageSetup, sizes, type Pdf } from './pdf-style';

const PDF_AUTHOR = 'Real Estate Network Token';
// A heading needs room for a few lines after it, or it would sit alone at the foot of a page.
const HEADING_KEEP_WITH_NEXT = 120;

export interface RenderOptions {
  /** Uncompressed output lets tests read the text operators; keep compression for publishing. */
  compress?: boolean;
}

function currentPageIndex(doc: Pdf): number {
  const { start, count } = doc.bufferedPageRange();
  return start + count - 1;
}

function drawSection(doc: Pdf, section: ContentSection, number: number): ContentsEntry {
  const { left, width } = contentBox(doc);
  if (doc.y > doc.page.margins.top) doc.y += 14;
  ensureSpace(doc, HEADING_KEEP_WITH_NEXT);
  const pageIndex = currentPageIndex(doc);
  const heading = pdfSafeText(section.heading);
  doc.addNamedDestination(section.id);
  doc.outline.addItem(`${number}. ${heading}`);
  doc.font(fonts.bold).fontSize(sizes.heading).fillColor(colors.navy);
  doc.text(`${number}   ${heading}`, left, doc.y, { width });
  doc.rect(left, doc.y + 3, 32, 2.5).fill(colors.accent);
  doc.y += 16;
  section.blocks.forEach((block) => drawBlock(doc, block));
  return { id: section.id, heading: section.heading, pageIndex };
}

function collect(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export async function renderWhitepaperPdf(
  content: ContentDocument,
  { compress = true }: RenderOptions = {},
): Promise<Buffer> {
  // Dated by the content, not the clock, so the same text always gives the same file.
  const dated = new Date(`${content.lastUpdated}T00:00:00Z`);
  const doc: Pdf = new PDFDocument({
    ...pageSetup,
    compress,
    bufferPages: true,
    displayTitle: true,
    lang: 'en-IN',
    info: {
      Title: pdfSafeText(`${content.subtitle ?? PDF_AUTHOR} - ${content.title}`),
      Author: PDF_AUTHOR,
      Subject: pdfSafeText(content.lead),
      Keywords: 'RENT, BEP20, real estate, token pre-sale, India',
      CreationDate: dated,
      ModDate: dated,
    },
  });
  const output = collect(doc);

  drawCover(doc, content);
  doc.addPage();
  const contentsPage = currentPageIndex(doc);
  doc.addPage();
  const entries = content.sections.map((section, index) => drawSection(doc, section, index + 1));
  doc.switchToPage(contentsPage);
  drawContents(doc, entries);
  drawPageFurniture(doc, content);

  doc.end();
  return output;
}
