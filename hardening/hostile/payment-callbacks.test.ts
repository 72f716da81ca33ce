// Forged returns from Paytm: a tampered checksum, a changed amount, someone else's order, success
// claimed while Paytm's status API says failure or pending, another merchant or currency, replays,
// and forms that are not forms. Some are re-signed with the merchant key (the suite sets it), as if
// the key had leaked: api must still believe only the status API. First a genuine return credits
// once, so that the refusals after it are the forgeries' doing; then nothing more may be credited.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type Session } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { envelopeProblems, leaksIn, stringsIn } from './answer-checks.js';
import { snapshotOf, snapshotStack, type DatabaseSnapshot } from './database-snapshot.js';
import { loopback } from './graphql-requests.js';
import {
  paidCallback,
  postToReturn,
  postToVerification,
  resigned,
  type CallbackFields,
} from './paytm-callbacks.js';

/** 16 printable characters: the AES-128 key of Paytm's checksum. */
const MERCHANT_KEY = randomBytes(12).toString('base64');

let stack: HardeningStack;
let gateway: string;
let buyer: Session;
let other: Session;
let before: DatabaseSnapshot;

interface StartedPayment {
  paytmOrderId: string;
  amount: string;
  totalTokens: string;
}

/** The genuine returns the forgeries are made from. */
const genuine = {} as Record<'failed' | 'pending', CallbackFields>;
const orders = {} as Record<
  'failed' | 'pending' | 'unpaid' | 'othersUnpaid' | 'good',
  StartedPayment
>;

async function startPayment(session: Session, amount: string): Promise<StartedPayment> {
  const answer = await session.graphql<{
    createOnlineOrder: { paytmOrderId: string; order: { amountPaid: string; totalTokens: string } };
  }>(
    'mutation ($amount: Decimal!) { createOnlineOrder(amount: $amount) { paytmOrderId order { amountPaid totalTokens } } }',
    { amount },
  );
  const created = answer.data?.createOnlineOrder;
  if (!created) throw new Error(`no order: ${JSON.stringify(answer.errors)}`);
  return {
    paytmOrderId: created.paytmOrderId,
    amount: created.order.amountPaid,
    totalTokens: created.order.totalTokens,
  };
}

beforeAll(async () => {
  stack = await startHardeningStack({
    investors: 2,
    // The buyer keeps four payments open at once, one more than the default allows.
    reservations: { pendingOrdersPerInvestor: 10 },
    env: {
      api: { PAYTM_MERCHANT_KEY: MERCHANT_KEY },
      sandbox: { PAYTM_MERCHANT_KEY: MERCHANT_KEY },
    },
  });
  gateway = loopback(stack.urls.gateway);
  const [first, second] = stack.investors;
  if (!first || !second) throw new Error('the stack has too few investors');
  buyer = await signedIn(gateway, first);
  other = await signedIn(gateway, second);
  orders.failed = await startPayment(buyer, '1000');
  orders.pending = await startPayment(buyer, '1000');
  orders.unpaid = await startPayment(buyer, '2000');
  orders.othersUnpaid = await startPayment(other, '3000');
  orders.good = await startPayment(buyer, '1000');
  genuine.failed = await paidCallback(
    stack.urls.sandbox,
    orders.failed.paytmOrderId,
    'TXN_FAILURE',
  );
  genuine.pending = await paidCallback(stack.urls.sandbox, orders.pending.paytmOrderId, 'PENDING');
});

afterAll(async () => {
  await stack?.stop();
});

const flipped = (text: string) => [...text].reverse().join('');

/** A forgery, and whether api may at least read it (a valid checksum) before refusing to credit. */
type Forgery = [string, () => Promise<CallbackFields>];

const forgeries: Forgery[] = [
  [
    'success claimed with the checksum left as it was',
    async () => ({
      ...genuine.failed,
      STATUS: 'TXN_SUCCESS',
      RESPCODE: '01',
      RESPMSG: 'Txn Success',
    }),
  ],
  [
    'the checksum reversed',
    async () => ({ ...genuine.pending, CHECKSUMHASH: flipped(genuine.pending.CHECKSUMHASH ?? '') }),
  ],
  [
    'no checksum',
    async () => {
      const { CHECKSUMHASH: _dropped, ...rest } = genuine.pending;
      return rest;
    },
  ],
  [
    'a checksum of garbage',
    async () => ({ ...genuine.pending, CHECKSUMHASH: 'AAAAAAAAAAAAAAAAAAAAAA==' }),
  ],
  [
    'a checksum that is not base64',
    async () => ({ ...genuine.pending, CHECKSUMHASH: '!!!not-base64!!!' }),
  ],
  [
    'a checksum of 1000 characters',
    async () => ({ ...genuine.pending, CHECKSUMHASH: 'A'.repeat(1000) }),
  ],
  [
    'a changed amount, checksum left as it was',
    async () => ({ ...genuine.pending, TXNAMOUNT: '1.00' }),
  ],
  [
    'a changed amount, re-signed',
    () =>
      resigned(genuine.pending, { TXNAMOUNT: '100000.00', STATUS: 'TXN_SUCCESS' }, MERCHANT_KEY),
  ],
  [
    'someone else’s order id, checksum left as it was',
    async () => ({
      ...genuine.failed,
      ORDERID: orders.othersUnpaid.paytmOrderId,
    }),
  ],
  [
    'someone else’s order id and amount, success claimed, re-signed',
    () =>
      resigned(
        genuine.failed,
        {
          ORDERID: orders.othersUnpaid.paytmOrderId,
          TXNAMOUNT: orders.othersUnpaid.amount,
          STATUS: 'TXN_SUCCESS',
        },
        MERCHANT_KEY,
      ),
  ],
  [
    'success claimed for an order nobody paid, re-signed',
    () =>
      resigned(
        genuine.failed,
        {
          ORDERID: orders.unpaid.paytmOrderId,
          TXNAMOUNT: orders.unpaid.amount,
          STATUS: 'TXN_SUCCESS',
        },
        MERCHANT_KEY,
      ),
  ],
  [
    'success claimed while the status API says failure, re-signed',
    () => resigned(genuine.failed, { STATUS: 'TXN_SUCCESS', RESPCODE: '01' }, MERCHANT_KEY),
  ],
  [
    'success claimed while the status API says pending, re-signed',
    () => resigned(genuine.pending, { STATUS: 'TXN_SUCCESS', RESPCODE: '01' }, MERCHANT_KEY),
  ],
  [
    'another merchant, re-signed',
    () =>
      resigned(
        genuine.failed,
        { MID: 'ATTACKER0000000000001', STATUS: 'TXN_SUCCESS' },
        MERCHANT_KEY,
      ),
  ],
  [
    'another currency, re-signed',
    () => resigned(genuine.pending, { CURRENCY: 'USD', STATUS: 'TXN_SUCCESS' }, MERCHANT_KEY),
  ],
  [
    'an order id that does not exist, re-signed',
    () =>
      resigned(
        genuine.failed,
        { ORDERID: 'RENT-NO-SUCH-ORDER', STATUS: 'TXN_SUCCESS' },
        MERCHANT_KEY,
      ),
  ],
  [
    'an order id that is SQL, re-signed',
    () =>
      resigned(genuine.failed, { ORDERID: "' OR '1'='1' --", STATUS: 'TXN_SUCCESS' }, MERCHANT_KEY),
  ],
  [
    'success signed with a key that is not the merchant’s',
    () => resigned(genuine.failed, { STATUS: 'TXN_SUCCESS' }, 'NotTheMerchant!!'),
  ],
  ['the genuine failure, replayed', async () => genuine.failed],
  ['the genuine pending answer, replayed', async () => genuine.pending],
];

/** Problems with where the payment return sent the browser: our own page, never a success. */
function returnProblems({ status, location }: { status: number; location: string }): string[] {
  if (status !== 303) return [`answered ${status}`];
  const target = new URL(location, 'http://gateway.invalid');
  const problems: string[] = [];
  if (target.origin !== 'http://gateway.invalid')
    problems.push(`redirected off the site: ${location}`);
  if (target.searchParams.get('status') === 'success')
    problems.push(`claimed success: ${location}`);
  return problems;
}

describe('a genuine return of a paid order', () => {
  it('credits it, once however often it is replayed', async () => {
    const sold = async () =>
      (await buyer.graphql<{ rentSupply: { totalSold: string } }>('{ rentSupply { totalSold } }'))
        .data?.rentSupply.totalSold;
    const soldBefore = Number(await sold());
    const fields = await paidCallback(stack.urls.sandbox, orders.good.paytmOrderId, 'TXN_SUCCESS');
    for (let replay = 0; replay < 3; replay += 1) {
      const { location } = await postToReturn(gateway, fields);
      expect(new URL(location, 'http://gateway.invalid').searchParams.get('status')).toBe(
        'success',
      );
    }
    const me = await buyer.graphql<{ me: { tokenBalance: string } }>('{ me { tokenBalance } }');
    expect(me.data?.me.tokenBalance).toBe(orders.good.totalTokens);
    expect(Number(await sold())).toBe(soldBefore + Number(orders.good.totalTokens));
  });
});

describe('forgeries', () => {
  beforeAll(async () => {
    // The declined payment's own return comes back first, as Paytm sends it: api records the
    // failure its status API confirms, with the failure's mail. Every order to attack is in its
    // true state now; nothing the forgeries do may add a row or credit one.
    expect(returnProblems(await postToReturn(gateway, genuine.failed))).toEqual([]);
    before = await snapshotStack(stack);
  });

  describe('forged payment returns', () => {
    it.each(forgeries)('credit nothing through the payment return: %s', async (_name, forge) => {
      expect(returnProblems(await postToReturn(gateway, await forge()))).toEqual([]);
    });

    it.each(forgeries)('credit nothing at api’s verification: %s', async (_name, forge) => {
      const fields = await forge();
      const answer = await postToVerification(stack.urls.api, fields);
      expect(envelopeProblems(answer.status, answer.body)).toEqual([]);
      expect(leaksIn(stringsIn(answer.body).join('\n'), Object.values(fields))).toEqual([]);
      if (answer.status === 200) {
        expect((answer.body as { data: { status: string } }).data.status).not.toBe('success');
      } else {
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }
    });
  });

  describe('payment returns that are not forms from Paytm', () => {
    const genuineForm = () => new URLSearchParams(genuine.pending).toString();
    const returns: [string, () => string, string?][] = [
      ['an empty form', () => ''],
      ['JSON instead of a form', () => JSON.stringify(genuine.pending), 'application/json'],
      ['text/plain', () => genuineForm(), 'text/plain'],
      ['a form of 20 KB', () => `${genuineForm()}&PADDING=${'A'.repeat(20_000)}`],
      ['61 fields', () => Array.from({ length: 61 }, (_, index) => `F${index}=x`).join('&')],
      [
        'a field name that is not a name',
        () => `${genuineForm()}&${encodeURIComponent('a b;--')}=1`,
      ],
      ['prototype keys', () => `__proto__=x&constructor=y&prototype=z&${genuineForm()}`],
      ['a field of 2000 characters', () => `${genuineForm()}&RESPMSG=${'A'.repeat(2000)}`],
      [
        'someone else’s order id added after the real one',
        () => `${genuineForm()}&ORDERID=${orders.othersUnpaid.paytmOrderId}`,
      ],
      ['broken percent-encoding', () => `ORDERID=%E0%A4%A&STATUS=%%%&${genuineForm()}`],
    ];

    it.each(returns)(
      'send %s to the failure screen without a server error',
      async (_name, form, type) => {
        expect(returnProblems(await postToReturn(gateway, form(), type))).toEqual([]);
      },
    );

    it('sends a GET of the payment return to the purchase screen', async () => {
      const response = await fetch(`${gateway}/payment/callback?STATUS=TXN_SUCCESS`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/buy-token');
    });
  });

  describe('afterwards', () => {
    it('no order was credited, no token sold and no row written', async () => {
      const balances = await Promise.all(
        [buyer, other].map(async (session) => {
          const me = await session.graphql<{ me: { tokenBalance: string } }>(
            '{ me { tokenBalance } }',
          );
          return me.data?.me.tokenBalance;
        }),
      );
      expect(balances).toEqual([orders.good.totalTokens, '0']);
      expect(await stack.inspectAtTheEnd(snapshotOf)).toEqual(before);
    });
  });
});
