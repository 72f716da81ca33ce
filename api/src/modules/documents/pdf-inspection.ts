// Whether an uploaded PDF is safe for a reviewer to open: it parses, it is not encrypted, and no
// object anywhere (object streams included) holds JavaScript, an action that runs on opening or on
// an event, a launch of another file or program, an attached file, rich media or an XFA form.
// Compressed streams are inflated with a bounded output first, so a decompression bomb is refused
// before the parser would expand it in memory.
import { createInflate } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

export type PdfVerdict = 'safe' | 'active-content' | 'unreadable';

/** Names that, as a key or as a value anywhere in the document, mean content that acts. */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'RichMediaContent',
  'XFA',
  'Rendition',
  'Movie',
  'Sound',
  '3D',
]);

const MAX_STREAMS = 10_000;
const MAX_STREAM_OUTPUT = 16 * 1024 * 1024;
const MAX_TOTAL_OUTPUT = 64 * 1024 * 1024;
// Filters the parser would expand without any bound: refused outright (modern PDFs use Flate).
const UNBOUNDED_FILTERS =
  /\/(LZWDecode|RunLengthDecode)\b|\/ASCII(85|Hex)Decode[^\]]{0,200}\/FlateDecode/;

export async function inspectPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  if (!(await boundedToExpand(Buffer.from(bytes)))) return 'unreadable';
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    return 'unreadable';
  }
  return holdsActiveContent(document.context) ? 'active-content' : 'safe';
}

/**
 * False when the streams inflate beyond the bounds, or a filter would expand without any. Every
 * byte inflated counts, from streams that fail part way through too, so the work is bounded.
 */
async function boundedToExpand(bytes: Buffer): Promise<boolean> {
  // Offsets are taken from the bytes as they are ("stream" is a keyword, never spelt in hex).
  const text = bytes.toString('latin1');
  if (UNBOUNDED_FILTERS.test(decodeNames(text))) return false;
  const starts = [...text.matchAll(/(?<!end)stream\r?\n/g)];
  if (starts.length > MAX_STREAMS) return false;
  let total = 0;
  for (const start of starts) {
    const from = start.index + start[0].length;
    const to = text.indexOf('endstream', from);
    const budget = Math.min(MAX_STREAM_OUTPUT, MAX_TOTAL_OUTPUT - total);
    const inflated = await boundedInflate(bytes.subarray(from, to === -1 ? undefined : to), budget);
    if (inflated.overBudget) return false;
    total += inflated.bytes;
    if (
      inflated.output &&
      UNBOUNDED_FILTERS.test(decodeNames(inflated.output.toString('latin1')))
    ) {
      return false;
    }
  }
  return true;
}

interface Inflated {
  /** How many bytes were inflated, whether or not the stream turned out to be valid. */
  bytes: number;
  overBudget: boolean;
  /** The whole output, when the stream inflated completely. */
  output?: Buffer;
}

function boundedInflate(data: Buffer, budget: number): Promise<Inflated> {
  return new Promise((resolve) => {
    const inflater = createInflate();
    const chunks: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const settle = (result: Inflated) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    inflater.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > budget) {
        inflater.destroy();
        settle({ bytes, overBudget: true });
      } else chunks.push(chunk);
    });
    inflater.on('error', () => settle({ bytes, overBudget: false }));
    inflater.on('end', () => settle({ bytes, overBudget: false, output: Buffer.concat(chunks) }));
    inflater.end(data);
  });
}

// "/J#53" is the name "/JS": a PDF may spell any character of a name in hex.
function decodeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function holdsActiveContent(context: PDFContext): boolean {
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName && ACTIVE_NAMES.has(object.decodeText())) return true;
    if (object instanceof PDFArray) pending.push(...object.asArray());
    const dict = object instanceof PDFStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) continue;
    for (const [key, value] of dict.entries()) {
      if (ACTIVE_NAMES.has(key.decodeText())) return true;
      if (key.decodeText() === 'OpenAction' && isAction(context, value)) return true;
      if (!(value instanceof PDFRef)) pending.push(value);
    }
  }
  return false;
}

// An open action is either a destination (an array: show this page) or an action (a dictionary).
function isAction(context: PDFContext, value: PDFObject): boolean {
  return context.lookup(value) instanceof PDFDict;
}
