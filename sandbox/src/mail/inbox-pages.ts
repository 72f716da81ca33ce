import { escapeHtml, htmlPage } from '../http/html.js';
import type { Mail, MailFilter } from './mailbox.js';

function messageRow(mail: Mail): string {
  const link = `/mail/${encodeURIComponent(mail.id)}`;
  return `<tr>
<td class="muted">${escapeHtml(mail.date)}</td>
<td>${escapeHtml(mail.from)}</td>
<td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="${escapeHtml(link)}">${escapeHtml(mail.subject || '(no subject)')}</a></td>
</tr>`;
}

function filterForm({ to }: MailFilter): string {
  return `<form method="get" action="/mail">
<label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label>
<button type="submit">Filter</button> <a href="/mail">All</a>
</form>`;
}

export function inboxPage(messages: Mail[], filter: MailFilter): string {
  const rows = messages.map(messageRow).join('\n');
  const table =
    messages.length === 0
      ? '<p class="muted">No messages.</p>'
      : `<table>
<thead><tr><th>Date</th><th>From</th><th>To</th><th>Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return htmlPage(
    'Inbox',
    `<h1>Inbox</h1>
<p class="muted">Every message sent to the sandbox SMTP server, newest first.
Also as JSON: <a href="/mail?format=json">/mail?format=json</a>. <code>DELETE /mail</code> empties it.</p>
${filterForm(filter)}
${table}`,
  );
}

// Links inside the message open in a new tab: the frame itself may not navigate the inbox away.
function framedHtml(html: string): string {
  const document = `<base target="_blank">${html}`;
  return `<iframe title="Message body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(document)}"></iframe>`;
}

export function messagePage(mail: Mail): string {
  const textPart =
    mail.text === '' ? '' : `<h2>Plain text</h2>\n<pre>${escapeHtml(mail.text)}</pre>`;
  const jsonLink = `/mail/${encodeURIComponent(mail.id)}.json`;
  return htmlPage(
    mail.subject || 'Message',
    `<p><a href="/mail">&larr; Inbox</a> · <a href="${escapeHtml(jsonLink)}">JSON</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<table>
<tr><th>From</th><td>${escapeHtml(mail.from)}</td></tr>
<tr><th>To</th><td>${escapeHtml(mail.to.join(', '))}</td></tr>
<tr><th>Date</th><td>${escapeHtml(mail.date)}</td></tr>
</table>
${mail.html === null ? '' : framedHtml(mail.html)}
${textPart}`,
  );
}

export function missingMessagePage(id: string): string {
  return htmlPage(
    'No such message',
    `<h1>No such message</h1>
<p>There is no message ${escapeHtml(id)}; it may have been cleared. <a href="/mail">Back to the inbox</a></p>`,
  );
}
