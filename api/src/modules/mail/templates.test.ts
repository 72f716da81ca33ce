import { describe, expect, it } from 'vitest';
import type { MailedOrder } from './order-facts.js';
import {
  orderCreditedMail,
  manualOrderRejectedMail,
  refundDueMail,
  refundMadeMail,
} from './order-mails.js';
import {
  kycApprovedMail,
  kycRejectedMail,
  passwordResetMail,
  verificationMail,
} from './templates.js';

const investor = { email: 'asha@example.com', fullname: "Seán O'Brien-Rao" };
const link = 'https://rent.example/verify-email?token=abc_DEF-123';

describe('mail templates', () => {
  it('puts the verification link in both bodies and escapes the name in HTML', () => {
    const mail = verificationMail(investor, link);
    expect(mail.recipient).toBe('asha@example.com');
    expect(mail.subject).toBe('Verify your e-mail address for the RENT pre-sale');
    expect(mail.text).toContain(`Verify my e-mail address: ${link}`);
    expect(mail.text).toContain("Hello Seán O'Brien-Rao,");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Hello Seán O&#39;Brien-Rao,');
  });

  it('says how long a reset link lasts', () => {
    const mail = passwordResetMail(investor, 'https://rent.example/reset-password?token=x');
    expect(mail.subject).toBe('Reset your RENT pre-sale password');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain('href="https://rent.example/reset-password?token=x"');
  });

  it('announces a KYC approval with a link to buy', () => {
    const mail = kycApprovedMail(investor, 'https://rent.example/buy-token');
    expect(mail.subject).toBe('Your RENT identity verification is approved');
    expect(mail.text).toContain('Buy RENT tokens: https://rent.example/buy-token');
  });

  it('gives the rejection reason, escaped in HTML', () => {
    const mail = kycRejectedMail(investor, 'Name <b>differs</b>', 'https://rent.example/kyc');
    expect(mail.text).toContain('Reason: Name <b>differs</b>');
    expect(mail.html).toContain('Reason: Name &lt;b&gt;differs&lt;/b&gt;');
    expect(mail.html).toContain('href="https://rent.example/kyc"');
  });

  const order: MailedOrder = {
    purchaseId: 'RENT-7KX2M9QD4P',
    placedAt: new Date('2025-07-15T10:00:00Z'),
    method: 'manual',
    amountPaise: '500000',
    baseTokens: '5',
    bonusTokens: '1.25',
    totalTokens: '6.25',
    bonusPercent: 25,
    phaseName: 'Pre-Sale',
  };

  it('confirms a credited manual transfer with its amount and tokens', () => {
    const mail = orderCreditedMail(investor, order, 'https://rent.example/transactions');
    expect(mail.subject).toBe('Your RENT purchase RENT-7KX2M9QD4P is confirmed');
    expect(mail.text).toContain('₹5,000.00');
    expect(mail.text).toContain('6.25 RENT, bonus included');
    expect(mail.html).toContain('href="https://rent.example/transactions"');
  });

  it('gives the reason of a rejected transfer, escaped in HTML', () => {
    const mail = manualOrderRejectedMail(
      investor,
      order,
      'Wrong <i>account</i>',
      'https://x.example',
    );
    expect(mail.subject).toBe('Your RENT manual payment RENT-7KX2M9QD4P was not accepted');
    expect(mail.text).toContain('Reason: Wrong <i>account</i>');
    expect(mail.html).toContain('Reason: Wrong &lt;i&gt;account&lt;/i&gt;');
  });

  it('announces a refund when the sale sold out first', () => {
    const mail = refundDueMail(
      investor,
      order,
      'The pre-sale sold out before this payment was confirmed.',
      'https://rent.example/transactions',
    );
    expect(mail.subject).toBe('Your RENT payment RENT-7KX2M9QD4P will be refunded');
    expect(mail.text).toContain('No tokens were credited');
  });

  it('tells of a refund made with its reference and the order figures, escaped in HTML', () => {
    const mail = refundMadeMail(investor, order, 'UTR <412345678901>', 'https://x.example');
    expect(mail.subject).toBe('Your RENT payment RENT-7KX2M9QD4P was refunded');
    expect(mail.text).toContain('We refunded your payment of ₹5,000.00 (order RENT-7KX2M9QD4P)');
    expect(mail.text).toMatch(/Refund reference:?\s+UTR <412345678901>/);
    expect(mail.text).toContain('6.25 RENT');
    expect(mail.html).toContain('UTR &lt;412345678901&gt;');
    expect(mail.html).not.toContain('<412345678901>');
  });
});
