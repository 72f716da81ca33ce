// Which files may be sent as the proof of a bank transfer; the api checks the content again.
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../../lib/upload-rules';

export const WRONG_PROOF_TYPE = 'Only JPEG, PNG, WebP images or PDF documents are accepted';
export const PROOF_TOO_LARGE = 'File too large (maximum 5 MB)';
export const EMPTY_PROOF = 'The file is empty';

/** Why a file cannot be sent as proof, or null when it can. */
export function proofProblem(file: File): string | null {
  if (!UPLOAD_TYPES.includes(file.type)) return WRONG_PROOF_TYPE;
  if (file.size === 0) return EMPTY_PROOF;
  if (file.size > MAX_UPLOAD_BYTES) return PROOF_TOO_LARGE;
  return null;
}
