// The foot of every mail: the company that runs the sale and how to reach it. It is added when a
// mail is sent, not when it is queued, so a mail always names the contacts in force (decision 0097).
import type { OperatorDetails } from '../../config.js';
import type { OutgoingMail } from './outbox.repository.js';
import { BRAND, escapeHtml } from './templates.js';

export function withOperatorFooter(mail: OutgoingMail, operator: OperatorDetails): OutgoingMail {
  const lines = footerLines(operator);
  const text = `${mail.text}\n\n--\n${lines.map(({ label, value }) => label + value).join('\n')}`;
  const footer = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: ${BRAND.background};">
<tr><td align="center" style="padding: 0 12px 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 600px; font-family: Arial, Helvetica, sans-serif; font-size: 12px; line-height: 1.6; color: ${BRAND.muted};">
<tr><td style="padding: 16px 28px; border-top: 2px solid ${BRAND.gold};">
${lines.map(footerLineHtml).join('<br>\n')}
</td></tr>
</table>
</td></tr>
</table>
`;
  return { ...mail, text, html: beforeBodyEnd(mail.html, footer) };
}

interface FooterLine {
  label: string;
  value: string;
  /** A `mailto:` or `tel:` address the value links to. */
  href?: string;
  strong?: boolean;
}

function footerLines(operator: OperatorDetails): FooterLine[] {
  const { grievanceOfficer: officer, supportPhone } = operator;
  return [
    { label: '', value: operator.companyName, strong: true },
    { label: 'Registered office: ', value: operator.registeredOffice },
    {
      label: 'Support: ',
      value: operator.supportEmail,
      href: `mailto:${operator.supportEmail}`,
    },
    ...(supportPhone
      ? [
          {
            label: 'Telephone: ',
            value: supportPhone,
            href: `tel:${supportPhone.replace(/[^+0-9]/g, '')}`,
          },
        ]
      : []),
    {
      label: `Grievance officer: ${officer.name}, `,
      value: officer.email,
      href: `mailto:${officer.email}`,
    },
  ];
}

function footerLineHtml({ label, value, href, strong }: FooterLine): string {
  let shown = escapeHtml(value);
  if (href) shown = `<a href="${escapeHtml(href)}" style="color: ${BRAND.primary};">${shown}</a>`;
  if (strong) shown = `<strong style="color: ${BRAND.text};">${shown}</strong>`;
  return `${escapeHtml(label)}${shown}`;
}

// Inside the body, after the letter, where every mail client shows it.
function beforeBodyEnd(html: string, footer: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + footer : html.slice(0, end) + footer + html.slice(end);
}
