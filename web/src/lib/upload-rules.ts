// What the gateway accepts as an uploaded document (KYC documents, proof of a bank transfer):
// JPEG, PNG, WebP or PDF of at most 5 MB each. The api checks each file's content again.

export const UPLOAD_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
