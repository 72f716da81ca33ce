// The contents page and the page furniture: running header and page numbers.
import {
  formatLastUpdated,
  type ContentDocument,
} from '../../src/features/content/documents/model';
import { pdfSafeText } from './pdf-text';
import { colors, contentBox, fonts, inBottomMargin, sizes, type Pdf } from './pdf-style';

export interface ContentsEntry {
  id: string;
  heading: string;
  /** Zero-based page index in the document. */
  pageIndex: number;
}

export function drawContents(doc: Pdf, entries: readonly ContentsEntry[]): void {
  const { left, width } = contentBox(doc);
  doc
    .font(fonts.bold)
    .fontSize(sizes.heading + 5)
    .fillColor(colors.navy);
  doc.text('Contents', left, doc.page.margins.top, { width });
  doc.rect(left, doc.y + 4, 40, 2.5).fill(colors.accent);
  let y = doc.y + 26;
  entries.forEach((entry, index) => {
    const label = `${index + 1}   ${pdfSafeText(entry.heading)}`;
    const pageLabel = String(entry.pageIndex + 1);
    doc
      .font(fonts.regular)
      .fontSize(sizes.body + 1)
      .fillColor(colors.text);
    doc.text(label, left, y, { width: width - 40, goTo: entry.id, lineBreak: false });
    doc.font(fonts.bold).fillColor(colors.primary);
    doc.text(pageLabel, left + width - 40, y, { width: 40, align: 'right', goTo: entry.id });
    doc
      .moveTo(left, y + 17)
      .lineTo(left + width, y + 17)
      .lineWidth(0.5)
      .stroke(colors.border);
    y += 26;
  });
}

/** Header and "Page n of m" on every page but the cover; call once all pages exist. */
export function drawPageFurniture(doc: Pdf, content: ContentDocument): void {
  const { start, count } = doc.bufferedPageRange();
  const runningTitle = pdfSafeText(`${content.subtitle ?? ''} · ${content.title}`);
  const updated = formatLastUpdated(content.lastUpdated);
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { left, width } = contentBox(doc);
    inBottomMargin(doc, () => {
      doc.font(fonts.regular).fontSize(sizes.small).fillColor(colors.muted);
      doc.text(runningTitle, left, 40, { width, lineBreak: false });
      doc.text(updated, left, 40, { width, align: 'right', lineBreak: false });
      doc
        .moveTo(left, 54)
        .lineTo(left + width, 54)
        .lineWidth(0.5)
        .stroke(colors.border);
      doc.fillColor(colors.muted);
      doc.text(`Page ${index + 1} of ${count}`, left, doc.page.height - 44, {
        width,
        align: 'center',
        lineBreak: false,
      });
    });
  }
}
