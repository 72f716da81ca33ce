// A PDF ends at its last `%%EOF` marker: readers look for it from the end and ignore whatever
// follows, so the bytes after it are where a polyglot hides an HTML page or a ZIP archive that
// another program would open. The file is cut there (the marker's own line end kept) rather than
// rewritten, so that the document stays byte for byte what was signed (Aadhaar and bank PDFs are).

const EOF_MARKER = Buffer.from('%%EOF', 'latin1');
const CR = 0x0d;
const LF = 0x0a;

/**
 * The PDF up to and including its last `%%EOF` and that marker's line end (CR, LF or CR LF), or
 * null when the file has no end marker at all.
 */
export function pdfWithoutTrailingBytes(bytes: Buffer): Buffer | null {
  const marker = bytes.lastIndexOf(EOF_MARKER);
  if (marker === -1) return null;
  let end = marker + EOF_MARKER.length;
  if (bytes[end] === CR) end += 1;
  if (bytes[end] === LF) end += 1;
  return end === bytes.length ? bytes : bytes.subarray(0, end);
}
