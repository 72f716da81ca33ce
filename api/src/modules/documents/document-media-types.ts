// The kinds of private file the api accepts, as read from their content.
export const DOCUMENT_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];
