import { EventEmitter } from 'node:events';

export interface Mail {
  id: string;
  /** The From header as a reader sees it, e.g. `RENT <no-reply@rent.example>`. */
  from: string;
  /** The addresses the message was delivered to (the SMTP envelope, so Bcc included). */
  to: string[];
  subject: string;
  /** ISO 8601: the Date header, or the time of receipt when the header is missing or unreadable. */
  date: string;
  text: string;
  html: string | null;
}

export type NewMail = Omit<Mail, 'id'>;

export interface MailFilter {
  /** A recipient address, compared case-insensitively. */
  to?: string;
}

export interface Mailbox {
  /** Newest first. */
  messages(filter?: MailFilter): Mail[];
  find(id: string): Mail | undefined;
  /** The newest matching message, waiting for one to arrive when there is none yet. */
  waitFor(filter: MailFilter, timeoutMs?: number): Promise<Mail>;
  deliver(mail: NewMail): Mail;
  clear(): number;
}

function matches(mail: Mail, { to }: MailFilter): boolean {
  if (to === undefined) return true;
  const wanted = to.trim().toLowerCase();
  return mail.to.some((address) => address.toLowerCase() === wanted);
}

/** Keeps the newest `capacity` messages in memory. */
export function createMailbox(capacity = 500): Mailbox {
  let newestFirst: Mail[] = [];
  let delivered = 0;
  const arrivals = new EventEmitter().setMaxListeners(0);

  const messages = (filter: MailFilter = {}): Mail[] =>
    newestFirst.filter((mail) => matches(mail, filter));

  const waitFor = (filter: MailFilter, timeoutMs = 5000): Promise<Mail> => {
    const present = messages(filter)[0];
    if (present !== undefined) return Promise.resolve(present);
    return new Promise((resolve, reject) => {
      const onArrival = (mail: Mail): void => {
        if (!matches(mail, filter)) return;
        clearTimeout(timer);
        arrivals.off('mail', onArrival);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        arrivals.off('mail', onArrival);
        reject(new Error(`No mail to ${filter.to ?? 'anyone'} arrived within ${timeoutMs} ms.`));
      }, timeoutMs);
      arrivals.on('mail', onArrival);
    });
  };

  return {
    messages,
    waitFor,
    find: (id) => newestFirst.find((mail) => mail.id === id),
    deliver: (mail) => {
      delivered += 1;
      const stored: Mail = { id: String(delivered), ...mail };
      newestFirst = [stored, ...newestFirst].slice(0, capacity);
      arrivals.emit('mail', stored);
      return stored;
    },
    clear: () => {
      const count = newestFirst.length;
      newestFirst = [];
      return count;
    },
  };
}
