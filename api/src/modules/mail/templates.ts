// The mails the product sends, as plain text and simple HTML. Names come from investors and are
// escaped; links are built by the caller from PUBLIC_URL.
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

/** An order as its mails name it: its reference, the rupees paid and the RENT it allocates. */
export interface MailedOrder {
  purchaseId: string;
  /** Rupees with two decimals, e.g. "5000.00". */
  amount: string;
  tokens: string;
}

export function manualOrderCreditedMail(
  to: Addressee,
  order: MailedOrder,
  link: string,
): OutgoingMail {
  return letter(to, {
    subject: `Your RENT purchase ${order.purchaseId} is confirmed`,
    lead:
      `The team has verified your bank transfer of ₹${order.amount} (order ${order.purchaseId}). ` +
      `${order.tokens} RENT, bonus included, are now credited to your account.`,
    action: 'See my transactions',
    link,
    note: 'Tokens are sent to the BEP20 wallet registered in your profile after the pre-sale ends.',
  });
}

export function manualOrderRejectedMail(
  to: Addressee,
  order: MailedOrder,
  reason: string,
  link: string,
): OutgoingMail {
  return letter(to, {
    subject: `Your RENT manual payment ${order.purchaseId} was not accepted`,
    lead:
      `The team could not verify your bank transfer of ₹${order.amount} (order ` +
      `${order.purchaseId}), so no tokens were credited. Reason: ${reason}`,
    action: 'See my transactions',
    link,
    note:
      'If you did make this transfer, contact the team with your order number. You can also ' +
      'submit a new manual payment with a clearer proof.',
  });
}

export function refundDueMail(to: Addressee, order: MailedOrder, link: string): OutgoingMail {
  return letter(to, {
    subject: `Your RENT payment ${order.purchaseId} will be refunded`,
    lead:
      `We received your payment of ₹${order.amount} (order ${order.purchaseId}), but the ` +
      'pre-sale sold out before it could be credited. No tokens were credited and the amount ' +
      'will be refunded to you.',
    action: 'See my transactions',
    link,
    note: 'Keep your order number for any question about the refund.',
  });
}

interface LetterParts {
  subject: string;
  lead: string;
  action: string;
  link: string;
  note: string;
}

function letter(to: Addressee, parts: LetterParts): OutgoingMail {
  const greeting = `Hello ${to.fullname},`;
  const text = [greeting, parts.lead, `${parts.action}: ${parts.link}`, parts.note, SIGNATURE].join(
    '\n\n',
  );
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: Arial, sans-serif; color: #1c2434; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.lead)}</p>
<p><a href="${escapeHtml(parts.link)}" style="display: inline-block; padding: 10px 18px; background: #2c80ff; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeHtml(parts.action)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(parts.link)}</p>
<p style="color: #758698;">${escapeHtml(parts.note)}</p>
<p>${SIGNATURE}</p>
</body>
</html>`;
  return { recipient: to.email, subject: parts.subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
