// A private file read out of storage for a team member: its content is checked against the SHA-256
// recorded when it was received, and every read is written to the audit log.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit, type JsonValue } from '../audit/index.js';
import { type DocumentStorage, readVerified } from './document-storage.js';

export interface ReviewReader {
  db: Kysely<Database>;
  now: Date;
  /** Who reads it, as the audit log names them. */
  actor: string;
}

export interface StoredFile {
  key: string;
  sha256: string;
  /** Names the file in the error when its content no longer matches. */
  description: string;
}

/** The audit row a read writes: its action, the record the file belongs to, and what was read. */
export interface ReadAudit {
  action: string;
  subject: { type: string; id: string };
  after: JsonValue;
}

export async function readForReview(
  context: ReviewReader,
  storage: DocumentStorage,
  file: StoredFile,
  audit: ReadAudit,
): Promise<Buffer> {
  const content = await readVerified(storage, file.key, file.sha256, file.description);
  await recordAudit(context.db, { actor: context.actor, before: null, ...audit }, context.now);
  return content;
}
