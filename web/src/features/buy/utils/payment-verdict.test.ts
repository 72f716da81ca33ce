import { describe, expect, it } from 'vitest';
import type { PaymentOrder } from '../api/payment-order-query';
import type { PaymentClaim } from './payment-result';
import { isFinalVerdict, paymentVerdict } from './payment-verdict';

const order = (status: PaymentOrder['status']): PaymentOrder => ({
  __typename: 'Order',
  _id: 'o-1',
  purchaseId: 'RENT-7KX2M9QD4P',
  status,
  paymentMethod: 'PAYTM',
  amountPaid: '3000.00',
  totalTokens: '3.75',
  statusReason: null,
});
const sale = { supportEmail: 'help@rent.example' };
const claim = (outcome: PaymentClaim['outcome'], orderId: string | null = 'RENT-7KX2M9QD4P') => ({
  outcome,
  orderId,
});

describe('paymentVerdict', () => {
  it.each(['success', 'failure', 'pending'] as const)(
    'follows the order, not the address, when the address says %s',
    (outcome) => {
      const credited = paymentVerdict(claim(outcome), 'signed-in', {
        data: { sale, order: order('CREDITED') },
      });
      expect(credited.kind).toBe('credited');
      const failed = paymentVerdict(claim(outcome), 'signed-in', {
        data: { sale, order: order('FAILED') },
      });
      expect(failed.kind).toBe('failed');
    },
  );

  it.each([
    ['PENDING', 'pending'],
    ['REJECTED', 'failed'],
    ['REFUND_DUE', 'refund-due'],
    ['REFUNDED', 'refunded'],
  ] as const)('reads a %s order as %s', (status, kind) => {
    const verdict = paymentVerdict(claim('success'), 'signed-in', {
      data: { sale, order: order(status) },
    });
    expect(verdict.kind).toBe(kind);
  });

  it('never reads success without an order of the signed-in investor', () => {
    const answers = [
      paymentVerdict(claim('success'), 'signed-in', { data: { sale, order: null } }),
      paymentVerdict(claim('success'), 'signed-out', { data: { sale } }),
      paymentVerdict(claim('success'), 'loading', {}),
      paymentVerdict(claim('success', null), 'signed-in', { data: { sale } }),
      paymentVerdict(claim('success'), 'signed-in', { error: new Error('Network Error') }),
    ];
    expect(answers.map(({ kind }) => kind)).toEqual([
      'not-found',
      'sign-in',
      'checking',
      'not-found',
      'unavailable',
    ]);
  });

  it('moves on only from an outcome that will not change', () => {
    const final = (status: PaymentOrder['status']) =>
      isFinalVerdict(
        paymentVerdict(claim('success'), 'signed-in', { data: { sale, order: order(status) } }),
      );
    expect(final('CREDITED')).toBe(true);
    expect(final('FAILED')).toBe(true);
    expect(final('PENDING')).toBe(false);
    expect(isFinalVerdict({ kind: 'sign-in', orderId: 'RENT-7KX2M9QD4P' })).toBe(false);
  });
});
