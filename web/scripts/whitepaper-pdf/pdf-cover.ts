// The cover: brand colours, title, tagline, lead, key figures and a skyline of buildings.
import {
  formatLastUpdated,
  type ContentDocument,
} from '../../src/features/content/documents/model';
import {
  CONTACT_EMAIL,
  PRESALE_SUPPLY,
  PRICE,
  TAGLINE,
} from '../../src/features/content/documents/sale-facts';
import { pdfSafeText } from './pdf-text';
import { colors, contentBox, fonts, inBottomMargin, type Pdf } from './pdf-style';

const COVER_BAND_HEIGHT = 120;

// A row of buildings of different heights standing on a band: the brand's "land and property" motif.
function drawSkyline(doc: Pdf, baseline: number): void {
  const heights = [60, 105, 80, 140, 70, 118, 92, 158, 78, 110, 56, 132, 88];
  const gap = 6;
  const width = (doc.page.width - gap * (heights.length - 1)) / heights.length;
  doc.fillOpacity(0.35);
  heights.forEach((height, index) => {
    doc.rect(index * (width + gap), baseline - height, width, height).fill(colors.primary);
  });
  doc.fillOpacity(1);
  doc.rect(0, baseline, doc.page.width, doc.page.height - baseline).fill(colors.primary);
}

const coverFacts = [
  { label: 'Price per token', value: PRICE },
  { label: 'Token standard', value: 'BEP20' },
  { label: 'Pre-sale supply', value: PRESALE_SUPPLY },
];

function drawCoverFacts(doc: Pdf, top: number): void {
  const { left, width } = contentBox(doc);
  const columnWidth = width / coverFacts.length;
  doc.rect(left, top, width, 0.5).fill(colors.coverText);
  coverFacts.forEach(({ label, value }, index) => {
    const x = left + index * columnWidth;
    doc.font(fonts.regular).fontSize(9).fillColor(colors.coverText);
    doc.text(label.toUpperCase(), x, top + 14, { width: columnWidth - 8, characterSpacing: 1 });
    doc.font(fonts.bold).fontSize(15).fillColor(colors.white);
    doc.text(pdfSafeText(value), x, top + 30, { width: columnWidth - 8 });
  });
}

export function drawCover(doc: Pdf, content: ContentDocument): void {
  const { left, width } = contentBox(doc);
  const bandTop = doc.page.height - COVER_BAND_HEIGHT;
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(colors.navy);
  drawSkyline(doc, bandTop);
  doc.rect(left, 120, 48, 4).fill(colors.accent);
  doc.font(fonts.bold).fontSize(11).fillColor(colors.accent);
  doc.text(pdfSafeText((content.subtitle ?? '').toUpperCase()), left, 140, {
    width,
    characterSpacing: 1.5,
  });
  doc.font(fonts.bold).fontSize(44).fillColor(colors.white);
  doc.text(pdfSafeText(content.title), left, 170, { width });
  doc.font(fonts.regular).fontSize(16).fillColor(colors.accent);
  doc.text(pdfSafeText(TAGLINE), left, doc.y + 6, { width });
  doc.font(fonts.regular).fontSize(12).fillColor(colors.coverText);
  doc.text(pdfSafeText(content.lead), left, doc.y + 28, { width: width * 0.8, lineGap: 4 });
  drawCoverFacts(doc, doc.y + 44);
  inBottomMargin(doc, () => {
    doc.font(fonts.bold).fontSize(10).fillColor(colors.white);
    doc.text(`Last updated ${formatLastUpdated(content.lastUpdated)}`, left, bandTop + 40, {
      width,
    });
    doc.font(fonts.regular).fillColor(colors.coverText);
    doc.text(CONTACT_EMAIL, left, doc.y + 3, { width });
  });
}
