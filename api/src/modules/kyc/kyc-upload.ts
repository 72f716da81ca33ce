// Reads a multipart KYC submission: its text fields and 1 to 4 Aadhar documents in `aadharDocs`,
// received and checked by content as every private document is (document-upload.ts).
import type { FastifyRequest } from 'fastify';
import type { ErrorDetail } from '../../lib/errors.js';
import {
  type DocumentForm,
  multipartLimits,
  type ReceivedDocument,
  receiveDocumentForm,
} from '../documents/index.js';
import { KYC_TEXT_FIELDS, type KycFields, type KycTextField } from './kyc-rules.js';
import { KYC_DOCUMENT_LIMITS } from '@rent/sale-rules';
import { KYC_MESSAGES } from './kyc.messages.js';

export const DOCUMENTS_FIELD = 'aadharDocs';

export type { ReceivedDocument };

const KYC_FORM: DocumentForm<KycTextField> = {
  fileField: DOCUMENTS_FIELD,
  textFields: KYC_TEXT_FIELDS,
  limits: KYC_DOCUMENT_LIMITS,
  messages: {
    notMultipart: KYC_MESSAGES.notMultipart,
    tooLarge: KYC_MESSAGES.documentTooLarge,
    tooManyFiles: KYC_MESSAGES.tooManyDocuments,
    tooManyFields: KYC_MESSAGES.tooManyFields,
    malformed: KYC_MESSAGES.malformedForm,
    unexpectedFile: () => KYC_MESSAGES.unexpectedFile,
    unsupportedType: KYC_MESSAGES.unsupportedDocument,
    activeContent: KYC_MESSAGES.activeDocument,
    unreadable: KYC_MESSAGES.unreadableDocument,
    emptyFile: KYC_MESSAGES.emptyDocument,
    repeatedField: KYC_MESSAGES.repeatedField,
  },
};

/** What @fastify/multipart (busboy) is told for the KYC form. */
export const MULTIPART_LIMITS = multipartLimits(KYC_DOCUMENT_LIMITS);

export interface ReceivedUpload {
  fields: KycFields;
  documents: ReceivedDocument[];
  /** Problems found while reading that belong with the field checks (400). */
  problems: ErrorDetail[];
  /** Removes whatever is still in the incoming folder. */
  discard(): Promise<void>;
}

export async function receiveKycUpload(
  request: FastifyRequest,
  incomingDir: string,
): Promise<ReceivedUpload> {
  const { fields, files, problems, discard } = await receiveDocumentForm(
    request,
    incomingDir,
    KYC_FORM,
  );
  return { fields, documents: files, problems, discard };
}
