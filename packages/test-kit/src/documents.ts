// Small but real documents built byte by byte (PNG, JPEG, PDF), and the decompression bomb every
// upload test throws at the product: the builders the api tests, the hostile-input suites and the
// journeys share.
import { crc32, deflateSync } from 'node:zlib';

export interface TestDocument {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(kind: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(kind, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A PNG of `width` × `height` pixels whose compressed data is `idat`; `colourType` 0 is grey,
 * 2 is RGB (8 bits a sample).
 */
export function pngOf(width: number, height: number, colourType: 0 | 2, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A well-formed PNG of 100 000 × 100 000 grey pixels (10 GB once decoded) whose compressed data is
 * a few kilobytes. A server that decodes it without a bound on its size runs out of memory.
 */
export function decompressionBomb(name = 'aadhar-scan.png'): TestDocument {
  const bytes = pngOf(
    100_000,
    100_000,
    0,
    deflateSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 }),
  );
  return { name, type: 'image/png', bytes };
}

// A real 2×2 baseline JPEG (encoded once, kept here as it came out of the encoder).
const SMALL_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUo' +
    'KSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo' +
    'KCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QA' +
    'FQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKAAK2/9k=',
  'base64',
);
const COMMENT_SEGMENT_MAX = 4 + 65_533;

/** A JPEG comment segment (COM) holding `data`. */
export function jpegComment(data: Buffer): Buffer {
  const length = data.length + 2;
  return Buffer.concat([Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]), data]);
}

/**
 * A real 2×2 JPEG carrying `comments`; with `totalBytes`, padded to exactly that size with
 * further comment segments, so that any decoder still reads it as the same picture.
 */
export function jpegOf(
  name: string,
  { comments = [], totalBytes = 0 }: { comments?: Buffer[]; totalBytes?: number } = {},
): TestDocument {
  const segments = [...comments];
  const used = segments.reduce((sum, segment) => sum + segment.length, SMALL_JPEG.length);
  let remaining = Math.max(0, totalBytes - used);
  while (remaining > 0) {
    let size = Math.min(remaining, COMMENT_SEGMENT_MAX);
    if (remaining - size > 0 && remaining - size < 4) size -= 4;
    const segment = jpegComment(Buffer.alloc(Math.max(size, 4) - 4));
    segments.push(segment);
    remaining -= segment.length;
  }
  const bytes = Buffer.concat([SMALL_JPEG.subarray(0, 2), ...segments, SMALL_JPEG.subarray(2)]);
  return { name, type: 'image/jpeg', bytes };
}

/**
 * A PDF of numbered objects with a cross-reference table; `objects[0]` is the catalog.
 */
export function pdfOf(
  objects: readonly (string | Buffer)[],
  { name = 'statement.pdf', version = '1.7' }: { name?: string; version?: string } = {},
): TestDocument {
  const parts: Buffer[] = [Buffer.from(`%PDF-${version}\n`, 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = typeof object === 'string' ? Buffer.from(object, 'latin1') : object;
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  tail += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, 'latin1'));
  return { name, type: 'application/pdf', bytes: Buffer.concat(parts) };
}

/** A compressed stream of `content`, as an indirect object's body. */
export function flateStream(dictionary: string, content: Buffer): Buffer {
  const data = deflateSync(content, { level: 9 });
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}
