// One-time tokens sent by e-mail (verification, password reset). Only their SHA-256 is kept.
import type { Generated, Insertable } from 'kysely';
import type {
  GivenInstantColumn,
  InstantColumn,
  OptionalInstantColumn,
} from '../../../db/columns.js';

export const AUTH_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

export interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: AuthTokenPurpose;
  token_hash: string;
  expires_at: GivenInstantColumn;
  used_at: OptionalInstantColumn;
  created_at: InstantColumn;
}

export type NewAuthTokenRow = Insertable<AuthTokensTable>;
