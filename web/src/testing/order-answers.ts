// Orders as the gateway answers them, for tests of the dashboard and the transactions screen.
import type { OrderStatus } from '../gql/graphql';

export interface OrderAnswer {
  __typename: 'Order';
  _id: string;
  purchaseId: string;
  paytmOrderId: string | null;
  txnId: string | null;
  purchaseDate: string;
  amountPaid: string;
  amountCharged: string;
  currency: string;
  baseTokens: string;
  bonusTokens: string;
  totalTokens: string;
  bonusPercent: number;
  phaseName: string | null;
  paymentMethod: 'PAYTM' | 'MANUAL' | 'REFERRAL';
  isReferral: boolean;
  status: OrderStatus;
  creditedAt: string | null;
  holdUntil: string | null;
  statusReason: string | null;
  bankReference: string | null;
  refundReference: string | null;
  refundedAt: string | null;
  referral: {
    __typename: 'ReferralBonusSource';
    refereeFirstName: string | null;
    baseTokens: string;
  } | null;
}

/** A credited online purchase of 12 RENT in Phase 1 (15 % bonus), changed by `overrides`. */
export function orderAnswer(overrides: Partial<OrderAnswer> = {}): OrderAnswer {
  return {
    __typename: 'Order',
    _id: 'o-1',
    purchaseId: 'RENT-7KX2M9QD4P',
    paytmOrderId: 'PTM-20250902-0001',
    txnId: '20250902111212800110168',
    purchaseDate: '2025-09-02T06:30:00.000Z',
    amountPaid: '12000.00',
    amountCharged: '12000.00',
    currency: 'INR',
    baseTokens: '12',
    bonusTokens: '1.8',
    totalTokens: '13.8',
    bonusPercent: 15,
    phaseName: 'Phase 1',
    paymentMethod: 'PAYTM',
    isReferral: false,
    status: 'CREDITED',
    creditedAt: '2025-09-02T06:31:10.000Z',
    holdUntil: null,
    statusReason: null,
    bankReference: null,
    refundReference: null,
    refundedAt: null,
    referral: null,
    ...overrides,
  };
}

/** A referral bonus: 15 % of Asha's 20 RENT, nothing paid. */
export function referralBonusAnswer(overrides: Partial<OrderAnswer> = {}): OrderAnswer {
  return orderAnswer({
    _id: 'o-ref',
    purchaseId: 'RENT-REF0000001',
    paytmOrderId: null,
    txnId: null,
    amountPaid: '0.00',
    amountCharged: '0.00',
    baseTokens: '0',
    bonusTokens: '3',
    totalTokens: '3',
    paymentMethod: 'REFERRAL',
    isReferral: true,
    referral: { __typename: 'ReferralBonusSource', refereeFirstName: 'Asha', baseTokens: '20' },
    ...overrides,
  });
}

/** Orders `first` to `last` of a long history, newest first, with distinct ids and amounts. */
export function orderPageAnswer(first: number, last: number): OrderAnswer[] {
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const number = first + index;
    return orderAnswer({
      _id: `o-${number}`,
      purchaseId: `RENT-ORDER${String(number).padStart(5, '0')}`,
      baseTokens: String(number),
      totalTokens: String(number),
      bonusTokens: '0',
      amountPaid: `${number * 1000}.00`,
      amountCharged: `${number * 1000}.00`,
    });
  });
}
