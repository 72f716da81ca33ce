// Documents that carry something besides the picture or the page: markup after an image's end, a
// photo's EXIF, PDFs that run scripts or programs (in plain sight or inside a compressed object
// stream), and images or streams that expand to gigabytes.
import sharp from 'sharp';
import { decompressionBomb, flateStream, pdfOf, type TestDocument } from '@rent/test-kit/documents';
import { pdf, png } from './kyc.js';

export { flateStream, pdfOf };

export const APPENDED_HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
export const EXIF_MARKER = 'Taken at 12.9716N 77.5946E by asha-private-camera';

export function pngWithHtmlAppended(name = 'aadhar-front.png'): TestDocument {
  return { ...png(name), bytes: Buffer.concat([png().bytes, Buffer.from(APPENDED_HTML)]) };
}

/** The start of a ZIP archive (a local file header), as a polyglot carries one. */
export const ZIP_LOCAL_HEADER = Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1');

/** A plain PDF with an HTML page and a ZIP archive after its end marker. */
export function pdfPolyglot(name = 'aadhar.pdf'): TestDocument {
  const plain = pdf(name);
  const tail = Buffer.concat([Buffer.from(APPENDED_HTML), ZIP_LOCAL_HEADER, Buffer.alloc(64, 7)]);
  return { ...plain, bytes: Buffer.concat([plain.bytes, tail]) };
}

export async function jpegWithExif(name = 'aadhar-photo.jpg'): Promise<TestDocument> {
  const bytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: EXIF_MARKER, Copyright: EXIF_MARKER } })
    .toBuffer();
  return { name, type: 'image/jpeg', bytes };
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';

/** Runs JavaScript as soon as it is opened. */
export function pdfWithJavaScript(): TestDocument {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    PAGES,
    PAGE,
    '<< /Type /Action /S /JavaScript /JS (app.alert\\("owned"\\)) >>',
  ]);
}

/** Starts a program when it is opened. */
export function pdfWithLaunch(): TestDocument {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    PAGES,
    PAGE,
    '<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>',
  ]);
}

/**
 * The JavaScript action hidden in a compressed object stream, its names spelt in hex escapes, so
 * that nothing in the file's bytes reads "JavaScript".
 */
export function pdfWithJavaScriptInObjectStream(): TestDocument {
  const hidden = '<< /S /Java#53cript /J#53 (app.alert\\(1\\)) >>';
  const header = '5 0 ';
  const content = Buffer.from(`${header}${hidden}`, 'latin1');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>',
    PAGES,
    PAGE,
    flateStream(`/Type /ObjStm /N 1 /First ${header.length}`, content),
  ]);
}

/** An object stream of a few kilobytes that inflates to 64 MB. */
export function pdfWithObjectStreamBomb(): TestDocument {
  const bomb = flateStream('/Type /ObjStm /N 1 /First 4', Buffer.alloc(64 * 1024 * 1024));
  return pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', PAGES, PAGE, bomb]);
}

/** A well-formed PNG of 100 000 × 100 000 grey pixels (10 GB decoded) in a few kilobytes. */
export const imageBomb = decompressionBomb;
