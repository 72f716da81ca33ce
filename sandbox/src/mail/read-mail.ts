import PostalMime, { type Address } from 'postal-mime';
import type { NewMail } from './mailbox.js';

export interface Envelope {
  from: string | null;
  to: string[];
}

function displayAddress(address: Address | undefined): string | null {
  if (address === undefined) return null;
  if (address.group !== undefined) return address.name;
  return address.name === '' ? address.address : `${address.name} <${address.address}>`;
}

function sendingDate(header: string | undefined, receivedAt: Date): string {
  const date = header === undefined ? receivedAt : new Date(header);
  return Number.isNaN(date.getTime()) ? receivedAt.toISOString() : date.toISOString();
}

/** Turns a raw message received over SMTP into what the inbox shows. */
export async function readMail(
  raw: Buffer,
  envelope: Envelope,
  receivedAt = new Date(),
): Promise<NewMail> {
  const email = await PostalMime.parse(raw);
  return {
    from: displayAddress(email.from) ?? envelope.from ?? '',
    to: envelope.to,
    subject: email.subject ?? '',
    date: sendingDate(email.date, receivedAt),
    text: email.text ?? '',
    html: email.html ?? null,
  };
}
