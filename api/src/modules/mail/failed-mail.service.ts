// The team's side of the outbox (used by the admin CLI): the mail it gave up (decision 0082), and
// putting such mail back in the queue. Every resend writes an audit row in its own transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { RequestContext } from '../../plugins/context.js';
import { recordAudit } from '../audit/index.js';
import { formatIstDateTime } from '@rent/sale-rules';
import type { MailOutboxRow } from './mail-outbox.table.js';
import { failedMail, lockFailedMail, lockMail, requeueMail } from './outbox.repository.js';

type ResendContext = Pick<RequestContext, 'db' | 'now' | 'actor'>;

const LIST_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Mail given up, the latest failure first; `more` when others did not fit. */
export async function listFailedMail(db: Kysely<Database>) {
  const rows = await failedMail(db, LIST_LIMIT + 1);
  return { mails: rows.slice(0, LIST_LIMIT), more: rows.length > LIST_LIMIT, limit: LIST_LIMIT };
}

/** Puts one failed mail back in the queue, its attempts counted from zero again. */
export async function resendFailedMail(
  context: ResendContext,
  mailId: string,
): Promise<MailOutboxRow> {
  const id = mailId.trim().toLowerCase();
  if (!UUID.test(id)) throw notFound(`No mail ${mailId.trim()}.`);
  return context.db.transaction().execute(async (trx) => {
    const mail = await lockMail(trx, id);
    if (!mail) throw notFound(`No mail ${id}.`);
    if (mail.sent_at !== null) {
      throw conflict(
        `Mail ${id} was sent at ${formatIstDateTime(mail.sent_at)}: nothing to resend.`,
      );
    }
    if (mail.failed_at === null) {
      throw conflict(`Mail ${id} has not failed: it is still in the queue.`);
    }
    return requeue(context, trx, mail);
  });
}

/** Puts every failed mail back in the queue; the mail requeued, the latest failure first. */
export async function resendAllFailedMail(context: ResendContext): Promise<MailOutboxRow[]> {
  return context.db.transaction().execute(async (trx) => {
    const requeued: MailOutboxRow[] = [];
    for (const mail of await lockFailedMail(trx)) requeued.push(await requeue(context, trx, mail));
    return requeued;
  });
}

async function requeue(context: ResendContext, trx: Kysely<Database>, mail: MailOutboxRow) {
  const requeued = await requeueMail(trx, mail.id, context.now);
  await recordAudit(
    trx,
    {
      actor: context.actor,
      action: 'mail.resend',
      subject: { type: 'mail', id: mail.id },
      before: {
        attempts: mail.attempts,
        failedAt: mail.failed_at?.toISOString() ?? null,
        lastError: mail.last_error,
      },
      after: { attempts: 0, nextAttemptAt: context.now.toISOString() },
    },
    context.now,
  );
  return requeued;
}
