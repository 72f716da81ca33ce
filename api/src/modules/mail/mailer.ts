// Sends one message over SMTP. Every send is cut off after SEND_DEADLINE_MS, so that a slow server
// cannot hold a claimed outbox row beyond its lease.
import nodemailer from 'nodemailer';
import type { MailConfig, OperatorDetails } from '../../config.js';
import { withOperatorFooter } from './letterhead.js';
import type { OutgoingMail } from './outbox.repository.js';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 };

/** The longest one send may take, connection included; it is then aborted and counts as failed. */
export const SEND_DEADLINE_MS = 60_000;

/**
 * How long a connection to the mail server is kept open with nothing to send. Mail comes in bursts
 * (a purchase's confirmation, a sale's opening): one connection carries a burst instead of a
 * connection and greeting per mail, which cost about a sixth of api's CPU per purchase.
 */
export const SMTP_IDLE_MS = 30_000;

/** Sends through `config`'s server, each mail with the operator's details at its foot. */
export function createMailer(config: MailConfig, operator: OperatorDetails): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      pool: true,
      // The outbox worker sends one mail at a time; a second connection serves anything else.
      maxConnections: 2,
      idleTimeout: SMTP_IDLE_MS,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    },
    { from: config.from },
  );
  return {
    async send(queued) {
      const mail = withOperatorFooter(queued, operator);
      await transport.sendMail({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        signal: AbortSignal.timeout(SEND_DEADLINE_MS),
      });
    },
    close: () => transport.close(),
  };
}

// The steps of an SMTP conversation that concern the message itself. A refusal at any other step
// (the greeting, a login, the sender address) is about our server or settings, which every mail
// shares: it is retried, so that mending the settings lets the queue through.
const MESSAGE_STEPS = new Set(['RCPT TO', 'DATA']);

/**
 * Whether sending this mail again can never succeed (decision 0082): the server refused its
 * recipient or its content with a permanent 5xx reply (503, "bad sequence", excepted), or
 * nodemailer refused the message before any server saw it (a recipient it cannot use, a message
 * larger than the server takes).
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, command, responseCode } = error as Error & {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
  };
  if (typeof responseCode === 'number') {
    return (
      responseCode >= 500 &&
      responseCode < 600 &&
      responseCode !== 503 &&
      typeof command === 'string' &&
      MESSAGE_STEPS.has(command)
    );
  }
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}
