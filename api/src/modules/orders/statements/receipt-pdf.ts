// Draws a receipt as a one-page A4 PDF. The text is set in DejaVu Sans, embedded from
// api/data/fonts (its licence beside it): the PDF standard fonts have no rupee sign, and a receipt
// must not depend on the fonts of the machine that opens it. Only the glyphs used are embedded.
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { BRAND, type ReceiptContent, type ReceiptLine } from './receipt-content.js';

const FONTS_DIR = new URL('../../../../data/fonts/', import.meta.url);

let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** Read once per process, on the first receipt. */
function loadFontFiles() {
  fontFiles ??= Promise.all([
    readFile(new URL('DejaVuSans.ttf', FONTS_DIR)),
    readFile(new URL('DejaVuSans-Bold.ttf', FONTS_DIR)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const VALUE_X = 230;
// The web app's colours (web/src/styles/theme.ts): primary, accent, text, muted text, border.
const BRAND_BLUE = rgb(0x1f / 255, 0x3c / 255, 0x88 / 255);
const BRAND_GOLD = rgb(0xd4 / 255, 0xa7 / 255, 0x2c / 255);
const INK = rgb(0x1c / 255, 0x23 / 255, 0x40 / 255);
const MUTED = rgb(0x5b / 255, 0x63 / 255, 0x85 / 255);
const RULE = rgb(0xdd / 255, 0xe2 / 255, 0xef / 255);
const WHITE = rgb(1, 1, 1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** `text` cut into lines no wider than `width` at `size`, at spaces where it can be. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A word wider than the line (a long reference) is cut where it must be.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawHeader(page: PDFPage, fonts: Fonts, content: ReceiptContent) {
  const top = A4.height;
  page.drawRectangle({ x: 0, y: top - 110, width: A4.width, height: 110, color: BRAND_BLUE });
  page.drawRectangle({ x: 0, y: top - 114, width: A4.width, height: 4, color: BRAND_GOLD });
  page.drawText(BRAND.name, { x: MARGIN, y: top - 62, size: 30, font: fonts.bold, color: WHITE });
  page.drawText(BRAND.tagline, {
    x: MARGIN,
    y: top - 84,
    size: 11,
    font: fonts.regular,
    color: WHITE,
  });
  const label = 'RECEIPT';
  page.drawText(label, {
    x: A4.width - MARGIN - fonts.bold.widthOfTextAtSize(label, 16),
    y: top - 58,
    size: 16,
    font: fonts.bold,
    color: WHITE,
  });
  page.drawText(content.purchaseId, {
    x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(content.purchaseId, 11),
    y: top - 80,
    size: 11,
    font: fonts.regular,
    color: WHITE,
  });
}

/** Draws a section of label and value rows from `y` down; answers where the next one starts. */
function drawSection(
  page: PDFPage,
  fonts: Fonts,
  heading: string,
  lines: ReceiptLine[],
  top: number,
): number {
  let y = top;
  page.drawText(heading, { x: MARGIN, y, size: 12, font: fonts.bold, color: INK });
  y -= 10;
  for (const line of lines) {
    const size = 10.5;
    const font = line.emphasis ? fonts.bold : fonts.regular;
    const values = wrap(line.value, font, size, A4.width - MARGIN - VALUE_X);
    const labels = wrap(line.label, fonts.regular, 9.5, VALUE_X - MARGIN - 12);
    const rows = Math.max(values.length, labels.length);
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.6,
      color: RULE,
    });
    y -= 16;
    labels.forEach((text, index) =>
      page.drawText(text, {
        x: MARGIN,
        y: y - index * 14,
        size: 9.5,
        font: fonts.regular,
        color: MUTED,
      }),
    );
    values.forEach((text, index) =>
      page.drawText(text, { x: VALUE_X, y: y - index * 14, size, font, color: INK }),
    );
    y -= (rows - 1) * 14 + 8;
  }
  return y - 22;
}

export async function renderReceiptPdf(
  content: ReceiptContent,
  issuedAt: Date,
): Promise<Uint8Array> {
  const files = await loadFontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
  };
  const title = `${BRAND.name} receipt ${content.purchaseId}`;
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setSubject(content.title);
  pdf.setAuthor(`${BRAND.name} pre-sale`);
  pdf.setCreator(`${BRAND.name} pre-sale`);
  pdf.setProducer(`${BRAND.name} pre-sale`);
  pdf.setLanguage('en-IN');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);

  const page = pdf.addPage([A4.width, A4.height]);
  drawHeader(page, fonts, content);
  let y = A4.height - 160;
  page.drawText(content.title, { x: MARGIN, y, size: 17, font: fonts.bold, color: INK });
  y -= 36;
  y = drawSection(page, fonts, 'Issued by', content.issuer, y);
  y = drawSection(page, fonts, 'Order', content.order, y);
  y = drawSection(page, fonts, 'Investor', content.investor, y);
  for (const note of content.notes) {
    for (const text of wrap(note, fonts.regular, 9, A4.width - 2 * MARGIN)) {
      page.drawText(text, { x: MARGIN, y, size: 9, font: fonts.regular, color: MUTED });
      y -= 13;
    }
  }
  return pdf.save();
}
