// Refresh tokens. A family is one sign-in: each refresh rotates its token and adds a row to the
// family; revoking a session revokes every row of its family. Only token hashes are kept.
import type { Generated, Insertable } from 'kysely';
import type {
  DefaultedColumn,
  GivenInstantColumn,
  InstantColumn,
  OptionalColumn,
  OptionalInstantColumn,
} from '../../../db/columns.js';

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: GivenInstantColumn;
  rotated_at: OptionalInstantColumn;
  revoked_at: OptionalInstantColumn;
  created_at: InstantColumn;
  user_agent: OptionalColumn<string>;
  ip: OptionalColumn<string>;
  /** Whether the sign-in asked to be remembered; every token of the family carries it (0115). */
  remembered: DefaultedColumn<boolean>;
}

export type NewSessionRow = Insertable<SessionsTable>;
