// Writes a paragraph of mixed runs (plain, bold, e-mail links) that wraps and breaks across pages.
import { inlineParts, type RichText } from '../../src/features/content/documents/model';
import { pdfSafeText } from './pdf-text';
import { colors, fonts, sizes, type Pdf } from './pdf-style';

export interface Frame {
  x: number;
  y: number;
  width: number;
}

// Site paths ("/terms") have no address outside the app, so only e-mail links stay clickable.
function pdfLink(href: string | undefined): string | null {
  return href?.startsWith('mailto:') ? href : null;
}

export function writeRichText(doc: Pdf, text: RichText, { x, y, width }: Frame): void {
  const parts = inlineParts(text);
  doc.fontSize(sizes.body);
  parts.forEach((part, index) => {
    const link = pdfLink(part.href);
    doc
      .font(part.strong ? fonts.bold : fonts.regular)
      .fillColor(link ? colors.primary : colors.text);
    const options = {
      width,
      lineGap: sizes.lineGap,
      continued: index < parts.length - 1,
      link,
      underline: link !== null,
    };
    if (index === 0) doc.text(pdfSafeText(part.text), x, y, options);
    else doc.text(pdfSafeText(part.text), options);
  });
}

export function lineHeight(doc: Pdf): number {
  return doc.fontSize(sizes.body).currentLineHeight(true) + sizes.lineGap;
}
