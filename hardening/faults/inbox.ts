// The sandbox's mail side: its inbox, and its switch that makes the SMTP server turn senders away.

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Every message delivered to `address`, newest first. */
export async function mailTo(sandboxUrl: string, address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${sandboxUrl}/mail?format=json&to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: ReceivedMail[] }).messages;
}

/** The one-time token of the first link to `pathname` in `mail`. */
export function tokenFromLink(mail: ReceivedMail, pathname: string): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname === pathname);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return token;
}

/** `reject` answers every sender with a temporary 451; `ok` accepts mail again. */
export async function setSmtpMode(sandboxUrl: string, mode: 'ok' | 'reject'): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__control/smtp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  if (!response.ok) throw new Error(`sandbox refused the SMTP switch: ${response.status}`);
}

/** How many messages the sandbox's SMTP server turned away. */
export async function rejectedMail(sandboxUrl: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/__control/smtp`);
  return ((await response.json()) as { rejected: number }).rejected;
}
