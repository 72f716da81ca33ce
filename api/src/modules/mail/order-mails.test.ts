import { describe, expect, it } from 'vitest';
import type { MailedOrder } from './order-facts.js';
import type { Addressee } from './templates.js';
import {
  kycSubmittedMail,
  manualOrderReceivedMail,
  orderCreditedMail,
  onlinePaymentFailedMail,
  onlinePaymentPendingMail,
  referralBonusCreditedMail,
} from './order-mails.js';

const investor = { email: 'asha@example.com', fullname: 'Asha Rao' };
const link = 'https://rent.example/transactions';
// 1,250 tokens bought at 23:50 UTC: already the next day in India.
const online: MailedOrder = {
  purchaseId: 'RENT-7KX2M9QD4P',
  placedAt: new Date('2025-07-15T23:50:00Z'),
  method: 'paytm',
  amountPaise: '125000000',
  baseTokens: '1250',
  bonusTokens: '312.50',
  totalTokens: '1562.50',
  bonusPercent: 25,
  phaseName: 'Pre-Sale',
};

describe('the mails about money', () => {
  it('list the order id, IST date, method, tokens and amount as the site prints them', () => {
    const mail = orderCreditedMail(investor, online, link);
    expect(mail.subject).toBe('Your RENT purchase RENT-7KX2M9QD4P is confirmed');
    expect(mail.text).toContain(
      [
        'Order: RENT-7KX2M9QD4P',
        'Date: 16 Jul 2025, 05:20 AM IST',
        'Method: Online payment (Paytm)',
        'Base tokens: 1,250 RENT',
        'Bonus tokens: 312.5 RENT (25%)',
        'Total tokens: 1,562.5 RENT',
        'Amount: ₹12,50,000.00',
        'Phase: Pre-Sale',
      ].join('\n'),
    );
    expect(mail.text).toContain('online payment of ₹12,50,000.00 (order RENT-7KX2M9QD4P)');
    expect(mail.html).toContain('<th');
    expect(mail.html).toContain('<td style="padding: 4px 0;">₹12,50,000.00</td>');
    expect(mail.html).toContain('Real Estate Network Token pre-sale');
  });

  it.each([
    [
      'failed',
      onlinePaymentFailedMail,
      'Your RENT payment RENT-7KX2M9QD4P did not go through',
      'the amount was not charged',
    ],
    [
      'still pending',
      onlinePaymentPendingMail,
      'Your RENT payment RENT-7KX2M9QD4P is still being confirmed',
      'still pending at Paytm',
    ],
    [
      'received',
      manualOrderReceivedMail,
      'Your RENT manual payment RENT-7KX2M9QD4P is received',
      'within 6 hours',
    ],
    [
      'approved',
      (to: Addressee, order: MailedOrder, at: string) =>
        orderCreditedMail(to, { ...order, method: 'manual' }, at),
      'Your RENT purchase RENT-7KX2M9QD4P is confirmed',
      'verified your bank transfer of ₹12,50,000.00',
    ],
  ])('a %s payment has its subject, its news and the figures', (_kind, compose, subject, news) => {
    const mail = compose(investor, online, link);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(news);
    expect(mail.text).toContain('Total tokens: 1,562.5 RENT');
    expect(mail.text).toContain('Amount: ₹12,50,000.00');
    expect(mail.text.startsWith('Hello Asha Rao,\n\n')).toBe(true);
  });

  it("names a bank transfer's reference, which the investor's bank statement shows", () => {
    const transfer = { ...online, method: 'manual' as const, bankReference: '7KX2M9QD' };
    for (const mail of [
      manualOrderReceivedMail(investor, transfer, link),
      orderCreditedMail(investor, transfer, link),
    ]) {
      expect(mail.text).toContain('Method: Bank transfer\nBank reference: 7KX2M9QD\n');
      expect(mail.html).toContain('7KX2M9QD');
    }
    expect(orderCreditedMail(investor, online, link).text).not.toContain('Bank reference');
  });

  it('states a referral bonus as tokens earned without payment', () => {
    const bonus: MailedOrder = {
      ...online,
      purchaseId: 'RENT-B0NUS00001',
      method: 'referral',
      amountPaise: '0',
      baseTokens: '12',
      bonusTokens: '0',
      totalTokens: '3',
    };
    const mail = referralBonusCreditedMail(
      investor,
      bonus,
      'Ravi',
      'https://rent.example/referral',
    );
    expect(mail.subject).toBe('Your RENT referral bonus RENT-B0NUS00001 is credited');
    expect(mail.text).toContain('Your referral bonus of 3 RENT (25% of their 12 RENT)');
    expect(mail.text).toContain('Base tokens of the referred purchase: 12 RENT');
    expect(mail.text).toContain('Bonus: 25% = 3 RENT');
    expect(mail.text).toContain('Total tokens: 3 RENT');
    expect(mail.text).toContain('Amount: No payment (referral bonus)');
    expect(mail.text).not.toContain('₹');
  });

  it('acknowledges a KYC submission with a link to its status', () => {
    const mail = kycSubmittedMail(investor, 'https://rent.example/kyc');
    expect(mail.subject).toBe('Your RENT identity verification was received');
    expect(mail.text).toContain('See my KYC status: https://rent.example/kyc');
  });
});
