// `mail …` commands: the mail the outbox gave up (too many attempts, or refused for good by the
// mail server), and putting it back in the queue.
import {
  listFailedMail,
  type MailOutboxRow,
  resendAllFailedMail,
  resendFailedMail,
} from '../modules/mail/index.js';
import { CommandError, type AdminCommand, type AdminContext } from './command.js';
import { cell, formatTable, instant } from './output.js';

const resendContext = (context: AdminContext) => ({
  db: context.db,
  now: context.now(),
  actor: context.actor,
});

const failed: AdminCommand = {
  path: ['mail', 'failed'],
  args: [],
  summary: 'Lists the mail the outbox gave up, the latest failure first, with its last error',
  async run(context) {
    const { mails, more, limit } = await listFailedMail(context.db);
    if (mails.length === 0) {
      context.out('No failed mail.');
      return;
    }
    context.out(
      formatTable(
        ['ID', 'FAILED', 'QUEUED', 'RECIPIENT', 'SUBJECT', 'ATTEMPTS', 'LAST ERROR'],
        mails.map((mail) => [
          mail.id,
          instant(mail.failed_at),
          instant(mail.created_at),
          cell(mail.recipient),
          cell(mail.subject),
          String(mail.attempts),
          cell(mail.last_error),
        ]),
      ),
    );
    if (more) context.out(`Only the latest ${limit} are shown; more mail has failed.`);
  },
};

const resend: AdminCommand = {
  path: ['mail', 'resend'],
  args: ['[mailId]'],
  options: {
    all: { type: 'boolean', description: 'every failed mail instead of one' },
  },
  summary: 'Puts a failed mail (or every one) back in the queue, attempts from zero (audited)',
  async run(context, { args: [mailId], options }) {
    if ((mailId === undefined) === (options.all !== true)) {
      throw new CommandError('Name one mail id, or give --all for every failed mail.');
    }
    if (mailId !== undefined) {
      queuedAgain(context, [await resendFailedMail(resendContext(context), mailId)]);
      return;
    }
    const requeued = await resendAllFailedMail(resendContext(context));
    if (requeued.length === 0) context.out('No failed mail.');
    else queuedAgain(context, requeued);
  },
};

function queuedAgain(context: AdminContext, mails: readonly MailOutboxRow[]) {
  for (const mail of mails) {
    context.out(
      `Mail ${mail.id} to ${cell(mail.recipient)} ("${cell(mail.subject)}") queued again.`,
    );
  }
  context.out("The api's outbox worker sends it on its next pass.");
}

export const mailCommands: readonly AdminCommand[] = [failed, resend];
