import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the account services need from the app, for one request. */
export interface AuthContext {
  db: Kysely<Database>;
  /** The request's instant, from the app's clock. */
  now: Date;
  /** Where e-mail links point (the gateway that serves the web app). */
  publicUrl: string;
}
