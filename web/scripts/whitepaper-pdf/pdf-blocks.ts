// Draws the document's blocks (paragraphs, lists, tables, callouts) with pdfkit.
import {
  plainText,
  type ContentBlock,
  type RichText,
} from '../../src/features/content/documents/model';
import { lineHeight, writeRichText } from './pdf-rich-text';
import { drawTable } from './pdf-table';
import { pdfSafeText } from './pdf-text';
import { colors, contentBox, ensureSpace, fonts, sizes, type Pdf } from './pdf-style';

const BLOCK_GAP = 9;
const LIST_INDENT = 18;
const CALLOUT_PADDING = 11;

function drawList(doc: Pdf, items: readonly RichText[], ordered: boolean): void {
  const { left, width } = contentBox(doc);
  items.forEach((item, index) => {
    ensureSpace(doc, lineHeight(doc) * 2);
    const y = doc.y;
    if (ordered) {
      doc.font(fonts.bold).fontSize(sizes.body).fillColor(colors.primary);
      doc.text(`${index + 1}.`, left, y, { width: LIST_INDENT, lineBreak: false });
    } else {
      doc.circle(left + 5, y + sizes.body * 0.42, 2.2).fill(colors.accent);
    }
    writeRichText(doc, item, { x: left + LIST_INDENT, y, width: width - LIST_INDENT });
    doc.y += 3;
  });
}

function drawCallout(doc: Pdf, block: Extract<ContentBlock, { kind: 'callout' }>): void {
  const { left, width } = contentBox(doc);
  const innerX = left + CALLOUT_PADDING + 3;
  const innerWidth = width - 2 * CALLOUT_PADDING - 3;
  const title = pdfSafeText(block.title);
  doc.font(fonts.bold).fontSize(sizes.body);
  const titleHeight = doc.heightOfString(title, { width: innerWidth, lineGap: sizes.lineGap });
  doc.font(fonts.regular);
  const body = pdfSafeText(plainText(block.text));
  const bodyHeight = doc.heightOfString(body, { width: innerWidth, lineGap: sizes.lineGap });
  const height = titleHeight + bodyHeight + 2 * CALLOUT_PADDING;
  ensureSpace(doc, height);
  const top = doc.y;
  const tone = block.tone === 'warning' ? colors.accent : colors.primary;
  doc
    .rect(left, top, width, height)
    .fill(block.tone === 'warning' ? colors.accentSoft : colors.band);
  doc.rect(left, top, 3, height).fill(tone);
  doc.font(fonts.bold).fillColor(colors.navy);
  doc.text(title, innerX, top + CALLOUT_PADDING, { width: innerWidth, lineGap: sizes.lineGap });
  writeRichText(doc, block.text, { x: innerX, y: doc.y, width: innerWidth });
  doc.y = top + height;
}

export function drawBlock(doc: Pdf, block: ContentBlock): void {
  const { left, width } = contentBox(doc);
  switch (block.kind) {
    case 'paragraph':
      ensureSpace(doc, lineHeight(doc) * 2);
      writeRichText(doc, block.text, { x: left, y: doc.y, width });
      break;
    case 'list':
      drawList(doc, block.items, block.ordered ?? false);
      break;
    case 'table':
      drawTable(doc, block);
      break;
    case 'callout':
      drawCallout(doc, block);
      break;
  }
  doc.y += BLOCK_GAP;
}
