// Which files may be sent as the proof of a bank transfer; the api checks the content again.
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES } from '@rent/sale-rules';

export const WRONG_PROOF_TYPE = UPLOAD_MESSAGES.wrongType;
export const PROOF_TOO_LARGE = UPLOAD_MESSAGES.proofTooLarge;
export const EMPTY_PROOF = UPLOAD_MESSAGES.emptyFile;

/** Why a file cannot be sent as proof, or null when it can. */
export function proofProblem(file: File): string | null {
  if (!UPLOAD_TYPES.includes(file.type)) return WRONG_PROOF_TYPE;
  if (file.size === 0) return EMPTY_PROOF;
  if (file.size > MAX_UPLOAD_BYTES) return PROOF_TOO_LARGE;
  return null;
}
