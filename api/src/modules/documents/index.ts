// The documents module: private files (identity documents, payment proofs), from the checked
// upload to their storage. KYC and orders use only what is exported here.
export { DOCUMENT_MEDIA_TYPES, type DocumentMediaType } from '../../db/columns.js';
export { createDocumentStorage, readVerified, type DocumentStorage } from './document-storage.js';
export { readForReview } from './document-review.js';
export {
  multipartLimits,
  receiveDocumentForm,
  type DocumentForm,
  type ReceivedDocument,
  type ReceivedForm,
} from './document-upload.js';
