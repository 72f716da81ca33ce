// Which files may be sent as Aadhar documents (DESIGN.md §4; the api checks each file's content
// again), and the picker's rule for adding files to those already chosen.

export const MAX_DOCUMENTS = 4;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

export const AT_LEAST_ONE_DOCUMENT = 'At least one Aadhar document is required.';
export const TOO_MANY_DOCUMENTS = 'Maximum 4 Aadhar documents allowed.';
export const WRONG_DOCUMENT_TYPE = 'Only JPEG, PNG, WebP images or PDF documents are accepted';
export const DOCUMENT_TOO_LARGE = 'File too large (maximum 5 MB per document)';
export const EMPTY_DOCUMENT = 'The file is empty';

/** Why a file cannot be sent, or null when it can. */
export function documentProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return WRONG_DOCUMENT_TYPE;
  if (file.size === 0) return EMPTY_DOCUMENT;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_TOO_LARGE;
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
