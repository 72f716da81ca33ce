// The plan's checksum: SHA-256 over each holder's id and canonical token total, in id order. It
// ties the plan to the ledger it was frozen from: `send` recomputes it from the ledger and refuses
// to start if a credit, refund or correction has changed anyone's tokens since.
import { createHash } from 'node:crypto';
import { normaliseDecimal } from '@rent/sale-rules';

export function planChecksum(lines: readonly { user_id: string; total_tokens: string }[]): string {
  const hash = createHash('sha256');
  for (const line of [...lines].sort((a, b) => (a.user_id < b.user_id ? -1 : 1))) {
    hash.update(`${line.user_id}:${normaliseDecimal(line.total_tokens)}\n`);
  }
  return hash.digest('hex');
}
