import { describe, expect, it } from 'vitest';
import type { MailedOrder } from './order-facts.js';
import {
  kycSubmittedMail,
  manualOrderReceivedMail,
  manualOrderRejectedMail,
  orderCreditedMail,
  onlinePaymentFailedMail,
  onlinePaymentPendingMail,
  referralBonusCreditedMail,
  refundDueMail,
  refundMadeMail,
} from './order-mails.js';
import type { OutgoingMail } from './outbox.repository.js';
import {
  firstNameOf,
  kycApprovedMail,
  kycRejectedMail,
  passwordResetMail,
  verificationMail,
  type Addressee,
} from './templates.js';

const order: MailedOrder = {
  purchaseId: 'RENT-7KX2M9QD4P',
  placedAt: new Date('2025-07-15T10:00:00Z'),
  method: 'manual',
  amountPaise: 500000n,
  baseTokens: '5',
  bonusTokens: '1.25',
  totalTokens: '6.25',
  bonusPercent: 25,
  phaseName: 'Pre-Sale',
};
const bonus: MailedOrder = { ...order, method: 'referral', amountPaise: 0n, totalTokens: '1.25' };
const link = 'https://rent.example/transactions';

const EVERY_MAIL: [string, (to: Addressee) => OutgoingMail][] = [
  ['verification', (to) => verificationMail(to, link)],
  ['password reset', (to) => passwordResetMail(to, link)],
  ['KYC approved', (to) => kycApprovedMail(to, link)],
  ['KYC rejected', (to) => kycRejectedMail(to, 'Blurred scan', link)],
  ['manual order received', (to) => manualOrderReceivedMail(to, order, link)],
  ['manual order credited', (to) => orderCreditedMail(to, { ...order, method: 'manual' }, link)],
  ['manual order rejected', (to) => manualOrderRejectedMail(to, order, 'Wrong account', link)],
  ['refund due', (to) => refundDueMail(to, order, 'The pre-sale sold out.', link)],
  ['refund made', (to) => refundMadeMail(to, order, 'UTR 412345678901', link)],
  ['online payment credited', (to) => orderCreditedMail(to, { ...order, method: 'paytm' }, link)],
  ['online payment failed', (to) => onlinePaymentFailedMail(to, order, link)],
  ['online payment still pending', (to) => onlinePaymentPendingMail(to, order, link)],
  ['referral bonus credited', (to) => referralBonusCreditedMail(to, bonus, 'Ravi', link)],
  ['KYC submitted', (to) => kycSubmittedMail(to, link)],
];

// Names stored before names were checked, as an attacker would have chosen them.
const HOSTILE_NAMES = [
  'Asha\r\nBcc: everyone@example.com',
  'Call +91-99999-00000 to claim your bonus',
  'Claim your bonus at www.rent-bonus.example',
  'Asha <a href="https://evil.example">Rao</a>',
  'Asha \u202Eoar',
];

describe.each(EVERY_MAIL)('the %s mail', (_name, compose) => {
  it('never puts the name in its subject', () => {
    const mail = compose({ email: 'asha@example.com', fullname: 'Asha Rao' });
    expect(mail.subject).not.toContain('Asha');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Hello Asha Rao,');
  });

  it.each(HOSTILE_NAMES)('greets without a stored name such as %j', (fullname) => {
    const mail = compose({ email: 'asha@example.com', fullname });
    expect(mail.recipient).toBe('asha@example.com');
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    expect(mail.html).toContain('<p>Hello,</p>');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain(fullname);
      expect(part).not.toMatch(/Bcc|99999|rent-bonus|evil\.example|\u202E/);
    }
  });
});

describe('the referral bonus mail', () => {
  const referrer = { email: 'asha@example.com', fullname: 'Asha Rao' };
  const mailAbout = (refereeName: string) =>
    referralBonusCreditedMail(referrer, bonus, firstNameOf(refereeName), link);

  it('names the referred investor by their first name only', () => {
    const mail = mailAbout('Ravi Kumar Menon');
    expect(mail.text).toContain('Ravi bought RENT tokens with your referral code.');
    expect(mail.html).toContain('Ravi bought RENT tokens');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/Kumar|Menon/);
    }
  });

  it.each([
    ...HOSTILE_NAMES,
    `${'Ravi'.repeat(100)} <script>alert(1)</script>`,
    '<img src=x onerror=alert(1)>',
    'Ravi\nSubject: you won',
  ])('does not name a referred investor called %j', (refereeName) => {
    const mail = mailAbout(refereeName);
    expect(mail.text).toContain('An investor you referred bought RENT tokens');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/Bcc|99999|rent-bonus|evil\.example|\u202E|<script|<img|you won/);
    }
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
