// Look of the whitepaper PDF, taken from the site's design tokens so print and screen match.
import { theme } from '../../src/styles/theme';

export type Pdf = PDFKit.PDFDocument;

export const colors = {
  navy: theme.colors.navy,
  primary: theme.colors.primary,
  accent: theme.colors.accent,
  accentSoft: theme.colors.accentSoft,
  text: theme.colors.text,
  muted: theme.colors.textMuted,
  border: theme.colors.border,
  band: theme.colors.surfaceAlt,
  white: '#ffffff',
  coverText: '#c9d3ee',
} as const;

export const fonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const sizes = {
  body: 10.5,
  small: 8.5,
  table: 9.5,
  heading: 17,
  lineGap: 3.5,
} as const;

export const pageSetup = {
  size: 'A4',
  margins: { top: 78, bottom: 72, left: 64, right: 64 },
} as const;

export function contentBox(doc: Pdf) {
  const { left, right, bottom } = doc.page.margins;
  return { left, width: doc.page.width - left - right, bottom: doc.page.height - bottom };
}

/** Starts a new page when fewer than `height` points remain, so a block is not cut at its start. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > contentBox(doc).bottom) doc.addPage();
}

/** Runs `draw` with the bottom margin lifted: writing in a margin must not make pdfkit open a page. */
export function inBottomMargin(doc: Pdf, draw: () => void): void {
  const saved = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  try {
    draw();
  } finally {
    doc.page.margins.bottom = saved;
  }
}
