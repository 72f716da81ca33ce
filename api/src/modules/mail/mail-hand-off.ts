// The mails of one transaction, for a service whose process sends them itself once that transaction
// commits (decision 0159). The service queues them through `queue` inside the transaction, and calls
// `send` after the commit, never on a rollback: a mail is sent only for a change that happened.
import type { MailHandOff } from './mail.plugin.js';
import type { OutgoingMail, QueuedMail } from './outbox.repository.js';

export interface MailOfTransaction {
  /** `mails` as the transaction writes them: kept for this process when it can send them. */
  queue(mails: readonly OutgoingMail[]): QueuedMail[];
  /** Once the transaction has committed: sends what it queued. */
  send(): void;
}

/** Without a hand-off, the mails are queued due for the outbox's workers, and `send` does nothing. */
export function mailOfTransaction(handOff: MailHandOff | undefined, now: Date): MailOfTransaction {
  const queued: QueuedMail[] = [];
  return {
    queue(mails) {
      const written = handOff ? handOff.keep(mails, now) : [...mails];
      queued.push(...written);
      return written;
    },
    send() {
      handOff?.sendKept(queued);
    },
  };
}
