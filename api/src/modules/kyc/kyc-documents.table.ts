// The identity documents of an application. The file itself lives in document storage under
// `storage_key` (random, nothing taken from the client); `original_name` is for display only and
// `media_type` was read from the content.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { DocumentMediaType, InstantColumn } from '../../db/columns.js';

export interface KycDocumentsTable {
  id: Generated<string>;
  application_id: string;
  /** 0, 1, 2… in the order of the upload. */
  position: number;
  storage_key: string;
  original_name: string;
  media_type: DocumentMediaType;
  size_bytes: number;
  sha256: string;
  created_at: InstantColumn;
}

export type KycDocumentRow = Selectable<KycDocumentsTable>;
export type NewKycDocumentRow = Insertable<KycDocumentsTable>;
