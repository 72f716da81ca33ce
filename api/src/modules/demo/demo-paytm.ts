// The demo's payments: a Paytm of its own, inside the seed, that answers each order the way the
// story says (paid, or declined by the bank), so the orders go through the same services,
// reservation, ledger and mails as a payment on the site.
import type { PaytmClient, PaytmOrderStatus } from '../orders/index.js';

const DEMO_MID = 'RENTDEMO00000000000';

export interface DemoPaytm extends PaytmClient {
  /** How the next payment of `orderId` ends. */
  decide(orderId: string, outcome: 'paid' | 'declined'): void;
}

export function createDemoPaytm(): DemoPaytm {
  const amounts = new Map<string, string>();
  const outcomes = new Map<string, 'paid' | 'declined'>();
  let transactions = 0;
  return {
    mid: DEMO_MID,
    async initiateTransaction({ orderId, amount }) {
      amounts.set(orderId, amount);
      return { txnToken: `demo-${orderId}` };
    },
    async orderStatus(orderId): Promise<PaytmOrderStatus> {
      transactions += 1;
      const outcome = outcomes.get(orderId);
      const answer = {
        orderId,
        mid: DEMO_MID,
        txnId: `DEMO${String(transactions).padStart(8, '0')}`,
        txnAmount: amounts.get(orderId) ?? '',
      };
      if (outcome === 'paid') {
        return { ...answer, status: 'TXN_SUCCESS', resultCode: '01', resultMsg: 'Txn Success' };
      }
      return {
        ...answer,
        status: 'TXN_FAILURE',
        resultCode: '227',
        resultMsg: 'Your payment has been declined by your bank.',
      };
    },
    paymentPageUrl: (orderId) => `demo:${orderId}`,
    verifyCallback: () => false,
    decide(orderId, outcome) {
      outcomes.set(orderId, outcome);
    },
  };
}
