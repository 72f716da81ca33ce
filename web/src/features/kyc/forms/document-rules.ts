// Which files may be sent as Aadhar documents (DESIGN.md §4; the api checks each file's content
// again), and the picker's rule for adding files to those already chosen. The limits and their
// sentences are SPEC.md's, shared with the gateway and the api.
import { KYC_DOCUMENT_LIMITS, UPLOAD_MESSAGES, UPLOAD_TYPES } from '@rent/sale-rules';

export const MAX_DOCUMENTS = KYC_DOCUMENT_LIMITS.files;

export const AT_LEAST_ONE_DOCUMENT = 'At least one Aadhar document is required.';
export const TOO_MANY_DOCUMENTS = UPLOAD_MESSAGES.tooManyDocuments;
export const WRONG_DOCUMENT_TYPE = UPLOAD_MESSAGES.wrongType;
export const DOCUMENT_TOO_LARGE = UPLOAD_MESSAGES.documentTooLarge;
export const EMPTY_DOCUMENT = UPLOAD_MESSAGES.emptyFile;

/** Why a file cannot be sent, or null when it can. */
export function documentProblem(file: File): string | null {
  if (!UPLOAD_TYPES.includes(file.type)) return WRONG_DOCUMENT_TYPE;
  if (file.size === 0) return EMPTY_DOCUMENT;
  if (file.size > KYC_DOCUMENT_LIMITS.fileBytes) return DOCUMENT_TOO_LARGE;
  return null;
}

export interface PickedDocuments {
  documents: File[];
  /** One sentence for each file left out, naming it, or about the limit of 4. */
  refusals: string[];
}

/** The chosen documents with `picked` added, as far as the rules allow. */
export function addDocuments(chosen: readonly File[], picked: readonly File[]): PickedDocuments {
  const documents = [...chosen];
  const refusals: string[] = [];
  let overLimit = false;
  for (const file of picked) {
    const problem = documentProblem(file);
    if (problem) refusals.push(`${file.name}: ${problem}`);
    else if (documents.length >= MAX_DOCUMENTS) overLimit = true;
    else documents.push(file);
  }
  if (overLimit) refusals.push(TOO_MANY_DOCUMENTS);
  return { documents, refusals };
}
