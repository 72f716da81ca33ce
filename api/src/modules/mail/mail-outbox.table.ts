// Mail waiting to be sent, written in the same transaction as the change it announces.
import type { Generated, Selectable, Updateable } from 'kysely';
import type {
  DefaultedColumn,
  GivenInstantColumn,
  InstantColumn,
  OptionalColumn,
  OptionalInstantColumn,
} from '../../db/columns.js';

export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attempts: DefaultedColumn<number>;
  next_attempt_at: GivenInstantColumn;
  sent_at: OptionalInstantColumn;
  /** When the outbox gave the mail up (decision 0082); it is sent again only if the team resends it. */
  failed_at: OptionalInstantColumn;
  last_error: OptionalColumn<string>;
  created_at: InstantColumn;
}

export type MailOutboxRow = Selectable<MailOutboxTable>;
export type MailOutboxUpdate = Updateable<MailOutboxTable>;
