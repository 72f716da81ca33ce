// Reading what an investor downloads: the text of a PDF as a person would read it (PDF.js, the
// reader browsers ship) and the records of a CSV file, read strictly as RFC 4180.
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, each text run on its own line, pages in order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js takes the bytes over: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

/** A CSV file's records as objects keyed by its header row; throws on anything RFC 4180 refuses. */
export function csvRecords(text: string): Record<string, string>[] {
  return parse(text, {
    columns: true,
    record_delimiter: '\r\n',
    relax_quotes: false,
    relax_column_count: false,
    skip_empty_lines: false,
    bom: false,
  });
}
