// Draws a table block with pdfkit's table support: navy header row, banded rows, fitted columns.
import type { ContentBlock } from '../../src/features/content/documents/model';
import { pdfSafeText } from './pdf-text';
import { colors, contentBox, ensureSpace, fonts, sizes, type Pdf } from './pdf-style';

type TableBlock = Extract<ContentBlock, { kind: 'table' }>;

const CELL_PADDING = { vertical: 5, horizontal: 7 };

// Each column gets the width its longest cell needs, and the spare width is shared out, so dates
// stay on one line; when the text cannot fit, pdfkit's equal columns with wrapping take over.
function columnWidths(doc: Pdf, block: TableBlock, available: number): (number | '*')[] {
  const natural = block.columns.map((column, index) => {
    doc.font(fonts.bold).fontSize(sizes.table);
    const cells = [doc.widthOfString(pdfSafeText(column))];
    for (const row of block.rows) {
      doc.font(index === 0 ? fonts.bold : fonts.regular);
      cells.push(doc.widthOfString(pdfSafeText(row[index] ?? '')));
    }
    return Math.max(...cells) + 2 * CELL_PADDING.horizontal + 2;
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total > available) return block.columns.map(() => '*');
  const spare = (available - total) / natural.length;
  return natural.map((width) => width + spare);
}

export function drawTable(doc: Pdf, block: TableBlock): void {
  const { left, width } = contentBox(doc);
  const estimatedHeight = (block.rows.length + 2) * 24;
  ensureSpace(doc, estimatedHeight);
  doc.font(fonts.bold).fontSize(sizes.table).fillColor(colors.navy);
  doc.text(pdfSafeText(block.caption), left, doc.y, { width });
  doc.y += 4;
  const header = block.columns.map((column) => ({
    text: pdfSafeText(column),
    type: 'TH' as const,
    font: { src: fonts.bold },
    textColor: colors.white,
    backgroundColor: colors.navy,
  }));
  const rows = block.rows.map((row, rowIndex) =>
    row.map((cell, cellIndex) => ({
      text: pdfSafeText(cell),
      font: { src: cellIndex === 0 ? fonts.bold : fonts.regular },
      textColor: colors.text,
      backgroundColor: rowIndex % 2 === 1 ? colors.band : colors.white,
    })),
  );
  const columnStyles = columnWidths(doc, block, width);
  doc.font(fonts.regular).fontSize(sizes.table);
  doc.table({
    position: { x: left, y: doc.y },
    maxWidth: width,
    columnStyles,
    defaultStyle: {
      border: 0.5,
      borderColor: colors.border,
      padding: [CELL_PADDING.vertical, CELL_PADDING.horizontal],
    },
    data: [header, ...rows],
  });
  doc.x = left;
}
