// The mails the product sends, as plain text and simple HTML. Names come from investors: they
// only ever appear in the greeting, never in a subject or another header, escaped in HTML; a
// stored name that is not a plain person's name (one kept before names were checked: a line
// break, markup, a phone number, a web address) is left out and the mail greets without it.
// Links are built by the caller from PUBLIC_URL.
import { hasRefusedCharacter } from '../../lib/text-characters.js';
import { personNameProblem } from '../users/index.js';
import type { Fact } from './order-facts.js';
import type { OutgoingMail } from './outbox.repository.js';

export interface Addressee {
  email: string;
  fullname: string;
}

const SIGNATURE = 'The RENT pre-sale team';

export function verificationMail(to: Addressee, link: string): OutgoingMail {
  return letter(to, {
    subject: 'Verify your e-mail address for the RENT pre-sale',
    lead:
      'Welcome to the Real Estate Network Token (RENT) pre-sale. Please confirm your e-mail ' +
      'address so that you can sign in.',
    action: 'Verify my e-mail address',
    link,
    note:
      'The link works once and expires in 24 hours. If you did not create a RENT account, you ' +
      'can ignore this message.',
  });
}

export function passwordResetMail(to: Addressee, link: string): OutgoingMail {
  return letter(to, {
    subject: 'Reset your RENT pre-sale password',
    lead: 'We received a request to reset the password of your RENT pre-sale account.',
    action: 'Choose a new password',
    link,
    note:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this ' +
      'message: your password stays as it is.',
  });
}

export function kycApprovedMail(to: Addressee, link: string): OutgoingMail {
  return letter(to, {
    subject: 'Your RENT identity verification is approved',
    lead:
      'Good news: the team has verified your identity (KYC) for the Real Estate Network Token ' +
      '(RENT) pre-sale. Your account is now fully verified.',
    action: 'Buy RENT tokens',
    link,
    note: 'Tokens are sent to the BEP20 wallet registered in your profile after the pre-sale ends.',
  });
}

export function kycRejectedMail(to: Addressee, reason: string, link: string): OutgoingMail {
  return letter(to, {
    subject: 'Your RENT identity verification needs another look',
    lead:
      'The team could not verify your identity (KYC) for the RENT pre-sale with the details ' +
      `and documents you sent. Reason: ${reason}`,
    action: 'Correct and resubmit my KYC',
    link,
    note: 'You can submit your KYC again at any time with corrected details or clearer documents.',
  });
}

export interface LetterParts {
  subject: string;
  lead: string;
  /** Figures listed under the lead (an order's id, tokens, amount…), label and value. */
  facts?: readonly Fact[];
  action: string;
  link: string;
  note: string;
}

/**
 * A mail in the product's layout: the brand, a greeting, the lead, the facts, one action link, a
 * note and the signature.
 */
export function letter(to: Addressee, parts: LetterParts): OutgoingMail {
  // No name yet (an account whose owner has not chosen one), or one that breaks today's rules:
  // the investor is greeted without it.
  const greeting = greetingFor(to.fullname);
  const facts = parts.facts ?? [];
  const text = [
    greeting,
    parts.lead,
    ...(facts.length > 0 ? [facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    `${parts.action}: ${parts.link}`,
    parts.note,
    SIGNATURE,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; color: #1c2434; line-height: 1.5;">
<p style="margin: 0 0 16px; padding-bottom: 8px; border-bottom: 2px solid #2c80ff; font-size: 18px;"><strong style="color: #2c80ff;">RENT</strong> <span style="color: #758698;">Real Estate Network Token pre-sale</span></p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.lead)}</p>
${factsTable(facts)}<p><a href="${escapeHtml(parts.link)}" style="display: inline-block; padding: 10px 18px; background: #2c80ff; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(parts.action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(parts.link)}</p>
<p style="color: #758698;">${escapeHtml(parts.note)}</p>
<p>${SIGNATURE}</p>
</body>
</html>`;
  return { recipient: to.email, subject: parts.subject, text, html };
}

function factsTable(facts: readonly Fact[]): string {
  if (facts.length === 0) return '';
  const rows = facts.map(
    ([label, value]) =>
      `<tr><th style="text-align: left; padding: 4px 16px 4px 0; color: #758698; font-weight: normal;">${escapeHtml(label)}</th><td style="padding: 4px 0;">${escapeHtml(value)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse: collapse; margin: 8px 0 16px;">\n${rows.join('\n')}\n</table>\n`;
}

/**
 * The first name of a person for a mail about them, or undefined when their stored name is not a
 * plain person's name (the mail then does not name them).
 */
export function firstNameOf(fullname: string): string | undefined {
  const name = fullname.trim();
  const first = isPlainName(name) ? name.split(/\s+/, 1)[0] : undefined;
  return first !== undefined && first.length <= LONGEST_FIRST_NAME ? first : undefined;
}

const LONGEST_FIRST_NAME = 40;

function greetingFor(fullname: string): string {
  const name = fullname.trim();
  return isPlainName(name) ? `Hello ${name},` : 'Hello,';
}

function isPlainName(name: string): boolean {
  return name !== '' && !hasRefusedCharacter(name) && !personNameProblem(name, 'Name');
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
