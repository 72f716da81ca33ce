import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { listen } from '../listen.js';
import type { Mailbox } from './mailbox.js';
import { readMail } from './read-mail.js';
import type { SmtpMode, SmtpStatus } from './smtp-switch.js';

export interface SmtpService {
  port: number;
  status(): SmtpStatus;
  setMode(mode: SmtpMode): SmtpStatus;
  /** Answers every later message to `address` with a permanent 550; the addresses refused so. */
  refuseRecipient(address: string): string[];
  refusedRecipients(): string[];
  reset(): void;
  close(): Promise<void>;
}

export interface SmtpServiceOptions {
  host: string;
  port: number;
  mailbox: Mailbox;
}

const maxMessageBytes = 10 * 1024 * 1024;

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

async function receive(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  mailbox: Mailbox,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) throw smtpError(552, `Messages are limited to ${maxMessageBytes} bytes`);
  const { mailFrom, rcptTo } = session.envelope;
  const envelope = {
    from: mailFrom === false ? null : mailFrom.address,
    to: rcptTo.map((recipient) => recipient.address),
  };
  mailbox.deliver(await readMail(Buffer.concat(chunks), envelope));
}

/**
 * An SMTP server that accepts every message, unauthenticated and in plain text, into the mailbox;
 * unless switched to turn senders away for now (451), or to refuse some recipients for good (550).
 */
export async function startSmtpService({
  host,
  port,
  mailbox,
}: SmtpServiceOptions): Promise<SmtpService> {
  const FRESH: SmtpStatus = { mode: 'ok', accepted: 0, rejected: 0, connections: 0 };
  let status = FRESH;
  const refused = new Set<string>();

  const server = new SMTPServer({
    logger: false,
    size: maxMessageBytes,
    disabledCommands: ['STARTTLS'],
    // Senders configured with credentials still get through: any login is accepted.
    authOptional: true,
    allowInsecureAuth: true,
    closeTimeout: 1000,
    onConnect: (_session, callback) => {
      status = { ...status, connections: status.connections + 1 };
      callback();
    },
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    onMailFrom: (_address, _session, callback) => {
      if (status.mode === 'ok') return callback();
      status = { ...status, rejected: status.rejected + 1 };
      // 451 is a temporary failure: a well-behaved sender keeps the message and retries later.
      callback(smtpError(451, 'Mail service temporarily unavailable, try again later'));
    },
    onRcptTo: (address, _session, callback) => {
      if (!refused.has(address.address.toLowerCase())) return callback();
      // 550 is a permanent refusal: a well-behaved sender gives the message up at once.
      callback(smtpError(550, `Mailbox unavailable: ${address.address} does not exist`));
    },
    onData: (stream, session, callback) => {
      receive(stream, session, mailbox).then(
        () => {
          status = { ...status, accepted: status.accepted + 1 };
          callback();
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : smtpError(451, String(error))),
      );
    },
  });
  // Without a listener a client hanging up mid-conversation would bring the whole sandbox down.
  server.on('error', (error) => {
    if (!('code' in error && error.code === 'ECONNRESET'))
      console.warn('sandbox smtp:', error.message);
  });

  const boundPort = await listen(server.server, port, host);

  return {
    port: boundPort,
    status: () => ({ ...status }),
    setMode: (mode) => {
      status = { ...status, mode };
      return { ...status };
    },
    refuseRecipient: (address) => {
      refused.add(address.trim().toLowerCase());
      return [...refused];
    },
    refusedRecipients: () => [...refused],
    reset: () => {
      status = FRESH;
      refused.clear();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
