// What an uploaded document really is, read from its content (magic bytes), never from the name or
// the declared type; and the name it is shown under, made harmless.
import { fileTypeFromFile } from 'file-type';
import { DOCUMENT_MEDIA_TYPES, type DocumentMediaType } from '../../db/columns.js';

const MAX_NAME_LENGTH = 100;
const FALLBACK_NAME = 'document';
// Control characters and the Unicode controls that reorder or hide text (a name ending in
// "gpj.exe" behind a right-to-left override shows as "exe.jpg").
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The media type of the file at `path` if it is a JPEG, PNG, WebP or PDF; otherwise undefined. */
export async function acceptedDocumentType(path: string): Promise<DocumentMediaType | undefined> {
  const detected = await fileTypeFromFile(path);
  return DOCUMENT_MEDIA_TYPES.find((accepted) => accepted === detected?.mime);
}

/** The client's file name reduced to something safe to display: no folders, no controls. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
  const characters = [...cleaned];
  const shortened =
    characters.length > MAX_NAME_LENGTH ? characters.slice(-MAX_NAME_LENGTH).join('') : cleaned;
  return shortened === '' || shortened === '.' || shortened === '..' ? FALLBACK_NAME : shortened;
}
