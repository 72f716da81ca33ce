// Reads the manual order form: `amount`, an optional `currency`, and one payment proof in `proof`.
// The proof is received like an identity document: streamed into the private incoming folder,
// counted, hashed, identified by its content (JPEG, PNG, WebP or PDF), never by its name, and made
// safe to keep (images re-encoded, PDFs with active content refused).
import { PROOF_LIMITS } from '@rent/sale-rules';
import type { FastifyRequest } from 'fastify';
import {
  type DocumentForm,
  multipartLimits,
  type ReceivedForm,
  receiveDocumentForm,
} from '../../documents/index.js';
import { ORDER_MESSAGES } from '../orders.messages.js';

export const PROOF_FIELD = 'proof';
export const MANUAL_ORDER_FIELDS = ['amount', 'currency'] as const;
export type ManualOrderField = (typeof MANUAL_ORDER_FIELDS)[number];

const MANUAL_ORDER_FORM: DocumentForm<ManualOrderField> = {
  fileField: PROOF_FIELD,
  textFields: MANUAL_ORDER_FIELDS,
  limits: PROOF_LIMITS,
  messages: {
    notMultipart: ORDER_MESSAGES.notMultipart,
    tooLarge: ORDER_MESSAGES.proofTooLarge,
    tooManyFiles: ORDER_MESSAGES.tooManyProofs,
    tooManyFields: ORDER_MESSAGES.manualFormTooManyFields,
    malformed: ORDER_MESSAGES.manualFormMalformed,
    unexpectedFile: ORDER_MESSAGES.unexpectedField,
    unsupportedType: ORDER_MESSAGES.proofType,
    activeContent: ORDER_MESSAGES.proofActiveContent,
    unreadable: ORDER_MESSAGES.proofUnreadable,
    emptyFile: ORDER_MESSAGES.proofEmpty,
    repeatedField: ORDER_MESSAGES.repeatedField,
  },
};

/** What @fastify/multipart (busboy) is told for the manual order route. */
export const PROOF_MULTIPART_LIMITS = multipartLimits(PROOF_LIMITS);

export type ReceivedManualOrder = ReceivedForm<ManualOrderField>;

export function receiveManualOrder(
  request: FastifyRequest,
  incomingDir: string,
): Promise<ReceivedManualOrder> {
  return receiveDocumentForm(request, incomingDir, MANUAL_ORDER_FORM);
}
