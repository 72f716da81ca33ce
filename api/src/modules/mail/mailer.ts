// Sends one message over SMTP. Timeouts are bounded so that a hung server cannot hold a claimed
// outbox row beyond its lease.
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.js';
import type { OutgoingMail } from './outbox.repository.js';

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 };

export function createMailer(config: MailConfig): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUTS_MS.connection,
      greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
      socketTimeout: SMTP_TIMEOUTS_MS.socket,
    },
    { from: config.from },
  );
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}
