import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderAnswer, referralBonusAnswer, type OrderAnswer } from '../../../testing/order-answers';
import { renderWithProviders } from '../../../testing/render';
import { TransactionDetailsDialog } from './transaction-details-dialog';

function openDetails(order: OrderAnswer) {
  renderWithProviders(<TransactionDetailsDialog order={order} onClose={vi.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
  const detail = (term: string) => within(dialog).getByText(term).nextElementSibling;
  return { dialog, detail };
}

describe('the details of each kind of order', () => {
  it('names the referred investor and shows a referral bonus that adds up, with no payment', () => {
    const { dialog, detail } = openDetails(referralBonusAnswer());
    expect(detail('Amount Paid')).toHaveTextContent(/^No payment \(referral bonus\)$/);
    expect(detail('Referred Investor')).toHaveTextContent(/^Asha$/);
    expect(detail('Their Purchase')).toHaveTextContent('20 RENT');
    expect(detail('Bonus')).toHaveTextContent('15% of their purchase');
    expect(detail('Bonus Tokens')).toHaveTextContent('3 RENT');
    expect(detail('Total Tokens')).toHaveTextContent('3 RENT');
    expect(detail('Type')).toHaveTextContent('Referral Bonus');
    expect(detail('What this means')).toHaveTextContent('no payment was made');
    // Nothing of a purchase that is not one: no base tokens, no payment references, no rupees.
    for (const absent of ['Base Tokens', 'Paytm Order ID', 'Transaction ID', 'Bank Reference']) {
      expect(within(dialog).queryByText(absent)).not.toBeInTheDocument();
    }
    expect(dialog).not.toHaveTextContent('₹');
  });

  it('says who referred no one by name when the name cannot be shown', () => {
    const unnamed = referralBonusAnswer({
      referral: { __typename: 'ReferralBonusSource', refereeFirstName: null, baseTokens: '20' },
    });
    const { detail } = openDetails(unnamed);
    expect(detail('Referred Investor')).toHaveTextContent('A referred investor');
  });

  it('adds a credited purchase up: base and bonus make the total, and the amount was paid', () => {
    const { detail } = openDetails(orderAnswer());
    expect(detail('Amount Paid')).toHaveTextContent(/^₹12,000.00$/);
    expect(detail('Base Tokens')).toHaveTextContent('12 RENT');
    expect(detail('Bonus Tokens')).toHaveTextContent('1.8 RENT');
    expect(detail('Total Tokens')).toHaveTextContent('13.8 RENT');
    expect(detail('What this means')).toHaveTextContent('tokens are credited to your balance');
  });

  it('says a failed online payment was not charged', () => {
    const failed = orderAnswer({
      status: 'FAILED',
      amountPaid: '2000.00',
      amountCharged: '0.00',
      creditedAt: null,
      statusReason: 'The payment was declined.',
    });
    const { dialog, detail } = openDetails(failed);
    expect(detail('Amount Paid')).toHaveTextContent('Nothing: ₹2,000.00 was not charged');
    expect(detail('Status')).toHaveTextContent('Failed');
    expect(detail('What this means')).toHaveTextContent(
      'The payment did not go through: the amount was not charged and no tokens were credited.',
    );
    expect(dialog).not.toHaveTextContent(/Amount Paid\s*₹2,000.00/);
  });

  it('says a rejected transfer was not accepted, and to write to support with its bank reference', () => {
    const rejected = orderAnswer({
      paymentMethod: 'MANUAL',
      paytmOrderId: null,
      txnId: null,
      status: 'REJECTED',
      amountCharged: '0.00',
      creditedAt: null,
      bankReference: '7KX2M9QD',
    });
    const { detail } = openDetails(rejected);
    expect(detail('Bank Reference')).toHaveTextContent('7KX2M9QD');
    expect(detail('Amount Paid')).toHaveTextContent('Not accepted: ₹12,000.00 was not credited');
    expect(detail('Amount Paid')).not.toHaveTextContent('not charged');
    expect(detail('What this means')).toHaveTextContent(
      'Our team did not accept this transfer, so no tokens were credited. If money left your bank, write to support (the contacts are at the foot of this page) quoting the bank reference 7KX2M9QD.',
    );
    expect(detail('What this means')).not.toHaveTextContent('not charged');
  });

  it('says an unpaid online order awaits the investor’s payment, and until when it holds', () => {
    const pending = orderAnswer({
      status: 'PENDING',
      amountCharged: '0.00',
      creditedAt: null,
      holdUntil: '2025-09-02T06:45:00.000Z',
    });
    const { detail } = openDetails(pending);
    expect(detail('Status')).toHaveTextContent('Awaiting your payment');
    expect(detail('Amount Paid')).toHaveTextContent('₹12,000.00 (awaiting confirmation)');
    expect(detail('What this means')).toHaveTextContent(
      'Awaiting your payment: nothing is charged until you pay on Paytm. Its tokens are set aside until 02 Sep 2025, 12:15 PM IST. Pay it or cancel it from Buy Tokens',
    );
  });

  it('says a referral bonus is held until the referrer’s KYC is approved, and by when', () => {
    const held = referralBonusAnswer({
      status: 'PENDING',
      creditedAt: null,
      holdUntil: '2025-10-02T06:30:00.000Z',
    });
    const { detail } = openDetails(held);
    expect(detail('Status')).toHaveTextContent('Awaiting your KYC');
    expect(detail('What this means')).toHaveTextContent(
      'Complete your KYC by 02 Oct 2025, 12:00 PM IST and it is credited to your balance.',
    );
  });

  it('says the team reviews a pending bank transfer within 6 hours, and shows its reference', () => {
    const pending = orderAnswer({
      paymentMethod: 'MANUAL',
      paytmOrderId: null,
      txnId: null,
      status: 'PENDING',
      amountCharged: '0.00',
      creditedAt: null,
      bankReference: 'Q4ZP8N2W',
    });
    const { detail } = openDetails(pending);
    expect(detail('Bank Reference')).toHaveTextContent('Q4ZP8N2W');
    expect(detail('What this means')).toHaveTextContent(
      'Our team checks your transfer within 6 hours and credits the tokens once it is confirmed.',
    );
  });

  it('says a payment that came after the hard cap is refunded', () => {
    const late = orderAnswer({ status: 'REFUND_DUE', creditedAt: null });
    const { detail } = openDetails(late);
    expect(detail('Amount Paid')).toHaveTextContent(/^₹12,000.00$/);
    expect(detail('What this means')).toHaveTextContent('the amount will be refunded');
  });

  it('says a refunded payment was refunded, with the refund reference and date, and offers no receipt', () => {
    const refunded = orderAnswer({
      paymentMethod: 'MANUAL',
      paytmOrderId: null,
      txnId: null,
      status: 'REFUNDED',
      amountCharged: '0.00',
      creditedAt: null,
      bankReference: '7KX2M9QD',
      refundReference: 'UTR 412345678901',
      refundedAt: '2025-09-10T06:30:00.000Z',
    });
    const { dialog, detail } = openDetails(refunded);
    expect(detail('Status')).toHaveTextContent(/^Refunded$/);
    expect(detail('Amount Paid')).toHaveTextContent('Nothing: ₹12,000.00 was refunded');
    expect(detail('Refund Reference')).toHaveTextContent('UTR 412345678901');
    expect(detail('Refunded On')).toHaveTextContent('10 Sep 2025');
    expect(detail('What this means')).toHaveTextContent('the amount was refunded to you');
    expect(within(dialog).queryByText('Download receipt')).not.toBeInTheDocument();
  });

  it('shows no refund facts for an order that was not refunded', () => {
    const { dialog } = openDetails(orderAnswer());
    expect(within(dialog).queryByText('Refund Reference')).not.toBeInTheDocument();
  });
});
