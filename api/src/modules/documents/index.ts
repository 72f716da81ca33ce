// The documents module: private files (identity documents, payment proofs), from the checked
// upload to their storage. KYC and orders use only what is exported here.
export { DOCUMENT_MEDIA_TYPES } from '../../db/columns.js';
export type { DocumentMediaType } from '../../db/columns.js';
export { createDocumentStorage, readVerified } from './document-storage.js';
export type { DocumentStorage } from './document-storage.js';
export { readForReview } from './document-review.js';
export { multipartLimits, receiveDocumentForm } from './document-upload.js';
export type { DocumentForm, ReceivedDocument, ReceivedForm } from './document-upload.js';
