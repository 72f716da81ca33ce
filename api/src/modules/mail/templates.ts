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

// The site's colours (web/src/styles/theme.ts): deep navy, gold accents (decision 0097).
export const BRAND = {
  navy: '#0f1d45',
  primary: '#1f3c88',
  gold: '#d4a72c',
  text: '#1c2340',
  muted: '#5b6385',
  background: '#f4f6fb',
  surface: '#ffffff',
} as const;

// The logo as styled text: mail clients drop inline SVG and hold back remote images by default,
// so a text wordmark is the one form of the logo every investor sees.
const WORDMARK =
  `<span style="font-size: 24px; font-weight: 800; letter-spacing: 3px; color: ${BRAND.gold};">RENT</span>` +
  ` <span style="font-size: 14px; color: #e8ecf7;">Real Estate Network Token pre-sale</span>`;

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
<body style="margin: 0; padding: 0; background: ${BRAND.background};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: ${BRAND.background};">
<tr><td align="center" style="padding: 24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 600px; background: ${BRAND.surface}; border-radius: 10px; font-family: Arial, Helvetica, sans-serif; color: ${BRAND.text}; line-height: 1.5;">
<tr><td style="padding: 20px 28px; background: ${BRAND.navy}; border-bottom: 4px solid ${BRAND.gold}; border-radius: 10px 10px 0 0;">${WORDMARK}</td></tr>
<tr><td style="padding: 24px 28px;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.lead)}</p>
${factsTable(facts)}<p><a href="${escapeHtml(parts.link)}" style="display: inline-block; padding: 10px 18px; background: ${BRAND.primary}; color: #ffffff; text-decoration: none; border-radius: 6px; font-weight: bold;">${escapeHtml(parts.action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(parts.link)}</p>
<p style="color: ${BRAND.muted};">${escapeHtml(parts.note)}</p>
<p>${SIGNATURE}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { recipient: to.email, subject: parts.subject, text, html };
}

function factsTable(facts: readonly Fact[]): string {
  if (facts.length === 0) return '';
  const rows = facts.map(
    ([label, value]) =>
      `<tr><th style="text-align: left; padding: 4px 16px 4px 0; color: ${BRAND.muted}; font-weight: normal;">${escapeHtml(label)}</th><td style="padding: 4px 0;">${escapeHtml(value)}</td></tr>`,
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

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
