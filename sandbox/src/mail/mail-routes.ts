import type { IncomingMessage } from 'node:http';
import { HttpError, sendHtml, sendJson } from '../http/replies.js';
import { isOneOf, isRecord, readJsonBody } from '../http/request-body.js';
import type { RouteGroup } from '../http/router.js';
import { inboxPage, messagePage, missingMessagePage } from './inbox-pages.js';
import type { MailFilter, Mailbox } from './mailbox.js';
import type { SmtpService } from './smtp-service.js';
import { smtpModes, type SmtpMode } from './smtp-switch.js';

function wantsJson(request: IncomingMessage, query: URLSearchParams): boolean {
  return (
    query.get('format') === 'json' || (request.headers.accept ?? '').includes('application/json')
  );
}

function mailFilter(query: URLSearchParams): MailFilter {
  const to = query.get('to')?.trim();
  return to ? { to } : {};
}

function recipientFrom(body: unknown): string {
  const address = isRecord(body) ? body.address : undefined;
  if (typeof address !== 'string' || !/^[^\s@<>]+@[^\s@<>]+$/.test(address.trim())) {
    throw new HttpError(400, 'address must be an e-mail address such as someone@example.com.');
  }
  return address;
}

function smtpModeFrom(body: unknown): SmtpMode {
  const mode = isRecord(body) ? body.mode : undefined;
  if (!isOneOf(smtpModes, mode))
    throw new HttpError(400, `mode must be one of ${smtpModes.join(', ')}.`);
  return mode;
}

/** The web inbox over the mailbox the SMTP server fills, and the SMTP switches. */
export function mailRoutes(mailbox: Mailbox, smtp: SmtpService): RouteGroup {
  return {
    title: `Mail (SMTP on port ${smtp.port})`,
    reset: () => smtp.reset(),
    routes: [
      {
        method: 'GET',
        path: '/mail',
        summary:
          'The inbox, newest first; ?to=address filters, ?format=json or Accept: application/json for JSON.',
        handle: ({ request, response, query }) => {
          const filter = mailFilter(query);
          const messages = mailbox.messages(filter);
          if (wantsJson(request, query)) sendJson(response, 200, { messages });
          else sendHtml(response, 200, inboxPage(messages, filter));
        },
      },
      {
        method: 'DELETE',
        path: '/mail',
        summary: 'Empties the inbox.',
        handle: ({ response }) => sendJson(response, 200, { deleted: mailbox.clear() }),
      },
      {
        method: 'GET',
        path: '/mail/:id.json',
        summary: 'One message as JSON.',
        handle: ({ response, params }) => {
          const mail = mailbox.find(params.id ?? '');
          if (mail === undefined) throw new HttpError(404, `There is no message ${params.id}.`);
          sendJson(response, 200, mail);
        },
      },
      {
        method: 'GET',
        path: '/mail/:id',
        summary: 'One message as a page.',
        handle: ({ response, params }) => {
          const id = params.id ?? '';
          const mail = mailbox.find(id);
          if (mail === undefined) sendHtml(response, 404, missingMessagePage(id));
          else sendHtml(response, 200, messagePage(mail));
        },
      },
      {
        method: 'GET',
        path: '/__control/smtp',
        summary: 'The SMTP switch and how many messages were accepted and rejected.',
        handle: ({ response }) => sendJson(response, 200, smtp.status()),
      },
      {
        method: 'POST',
        path: '/__control/smtp',
        summary: '{"mode": "ok"|"reject"}: reject turns senders away with a temporary 451.',
        handle: async ({ request, response }) => {
          const mode = smtpModeFrom(await readJsonBody(request));
          sendJson(response, 200, smtp.setMode(mode));
        },
      },
      {
        method: 'GET',
        path: '/__control/smtp/refused',
        summary: 'The recipients refused for good.',
        handle: ({ response }) => sendJson(response, 200, { refused: smtp.refusedRecipients() }),
      },
      {
        method: 'POST',
        path: '/__control/smtp/refused',
        summary:
          '{"address": "someone@example.com"}: refuses every later message to it with a permanent 550, until reset.',
        handle: async ({ request, response }) => {
          const address = recipientFrom(await readJsonBody(request));
          sendJson(response, 200, { refused: smtp.refuseRecipient(address) });
        },
      },
    ],
  };
}
