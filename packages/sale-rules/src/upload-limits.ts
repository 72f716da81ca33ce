// How much an investor may upload, and what they are told beyond it (SPEC.md §5): up to 4 Aadhar
// documents and one proof of a bank transfer, JPEG, PNG, WebP or PDF of at most 5 MB each (a MB
// being 1024 × 1024 bytes). The browser checks before sending, the gateway while parsing and the
// api again, by content.

const MIB = 1024 * 1024;

/** The types a document or a proof may have, as read from its content. */
export const UPLOAD_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];

/** The same types, for checking a browser's `File.type` or filling an `accept` attribute. */
export const UPLOAD_TYPES: readonly string[] = UPLOAD_MEDIA_TYPES;

/** The largest file, document or proof. */
export const MAX_UPLOAD_BYTES = 5 * MIB;

/** Room a multipart request may need beyond its files: the text fields and the framing. */
const FORM_ROOM_BYTES = 64 * 1024;

/** A KYC submission: up to 4 documents of at most 5 MB each, and its form fields. */
export const KYC_DOCUMENT_LIMITS = {
  files: 4,
  fileBytes: MAX_UPLOAD_BYTES,
  requestBytes: 4 * MAX_UPLOAD_BYTES + FORM_ROOM_BYTES,
  /** Text fields: how many, and how many bytes each. */
  fields: 20,
  fieldBytes: 1024,
} as const;

/** A manual order: one proof of at most 5 MB, and a few fields. */
export const PROOF_LIMITS = {
  files: 1,
  fileBytes: MAX_UPLOAD_BYTES,
  requestBytes: MAX_UPLOAD_BYTES + FORM_ROOM_BYTES,
  fields: 10,
  fieldBytes: 1024,
} as const;

/**
 * The largest GraphQL request carrying documents the gateway reads: four full documents and a
 * whole MB for the operation, its variables and the framing.
 */
export const GRAPHQL_UPLOAD_REQUEST_BYTES = 4 * MAX_UPLOAD_BYTES + MIB;

/**
 * The sentences for a refused upload: SPEC.md's for the number of documents, ours (decision 0076)
 * for the others. The browser, the gateway and api all say these.
 */
export const UPLOAD_MESSAGES = {
  documentTooLarge: 'File too large (maximum 5 MB per document)',
  tooManyDocuments: 'Maximum 4 Aadhar documents allowed.',
  proofTooLarge: 'Payment proof must be at most 5 MB.',
  wrongType: 'Only JPEG, PNG, WebP images or PDF documents are accepted',
  emptyFile: 'The file is empty',
} as const;
