// What an investor can keep: the PDF receipt of a credited order (GET /order/:purchaseId/receipt.pdf)
// and the CSV statement of every order (GET /order/export.csv). Both for the owner alone; read
// back the way the investor would, with a PDF reader's text and a strict CSV parser.
import { csvRecords, pdfText } from '@rent/test-kit/downloads';
import { addDecimals, formatDecimal, parseDecimal } from '@rent/sale-rules';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { updateUser } from '../src/modules/users/users.repository.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { CONFIGURED_COMPANY } from './helpers/company.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';
import { linkReferee } from './helpers/referrals.js';

const orders = useOrdersApp('2025-07-15T10:00:00Z', CONFIGURED_COMPANY);
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
let asha: UserRow;
let ashaBrowser: Browser;

beforeEach(async () => {
  const buyer = await seedBuyer(orders.database.db, { fullname: 'Asha Rao' });
  asha = await updateUser(orders.database.db, buyer.id, {
    wallet_address: WALLET.toLowerCase(),
    wallet_address_display: WALLET,
  });
  ashaBrowser = await signedIn(orders.app, asha);
});

/** A purchase through the Paytm stand-in, verified as the return from Paytm would be. */
async function buy(browser: Browser, amount: number, status: 'TXN_SUCCESS' | 'TXN_FAILURE') {
  const created = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(created.statusCode).toBe(201);
  const { paytmOrderId } = created.json().data;
  const fields = await orders.sandbox.paytm.pay(paytmOrderId, status);
  const verified = await orders.app.inject({
    method: 'POST',
    url: '/api/v1/order/verify-payment',
    payload: fields,
  });
  expect(verified.statusCode).toBe(200);
  return orders.database.db
    .selectFrom('orders')
    .selectAll()
    .where('paytm_order_id', '=', paytmOrderId)
    .executeTakeFirstOrThrow();
}

const receipt = (purchaseId: string, as: Browser = ashaBrowser) =>
  as.request({ method: 'GET', url: `/api/v1/order/${purchaseId}/receipt.pdf` });

const statement = (as: Browser = ashaBrowser) =>
  as.request({ method: 'GET', url: '/api/v1/order/export.csv' });

/** The text as a reader shows it, each run of text on its own line, spaces made single. */
async function receiptText(body: Buffer): Promise<string> {
  return (await pdfText(body)).replace(/[ \u00a0]+/g, ' ');
}

describe('the receipt of a credited order', () => {
  it('is a PDF attachment for its owner, stating the order’s real figures', async () => {
    const order = await buy(ashaBrowser, 7000, 'TXN_SUCCESS');
    const response = await receipt(order.purchase_id);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.purchase_id}-receipt.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await receiptText(response.rawPayload);
    for (const line of [
      'RENT',
      'Real Estate Network Token',
      'Receipt for a token purchase',
      order.purchase_id,
      // 15 July 2025, 10:00 UTC: the credit's instant on India's clock.
      '15 Jul 2025, 03:30 PM IST',
      'Paytm (online)',
      order.paytm_order_id ?? 'no Paytm order id',
      order.txn_id ?? 'no transaction id',
      '₹7,000.00',
      'Pre-Sale',
      '25%',
      '7 RENT',
      '1.75 RENT',
      '8.75 RENT',
      'Asha Rao',
      asha.email,
      WALLET,
      'Received by',
      CONFIGURED_COMPANY.COMPANY_NAME,
      CONFIGURED_COMPANY.COMPANY_ADDRESS,
      CONFIGURED_COMPANY.SUPPORT_EMAIL,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Bank reference');
  });

  it('of a bank transfer states the bank reference the investor quoted', async () => {
    const order = await seedOrder(orders.database.db, {
      user_id: asha.id,
      purchase_id: 'RENT-B4NKQD7K2M',
      status: 'credited',
      payment_method: 'manual',
      bank_reference: 'K7M2QD4P',
      credited_at: new Date('2025-07-15T11:00:00Z'),
    });
    const text = await receiptText((await receipt(order.purchase_id)).rawPayload);
    for (const line of [
      'Manual bank transfer',
      'Bank reference',
      'K7M2QD4P',
      'Received by',
      CONFIGURED_COMPANY.COMPANY_NAME,
      'Registered office',
      CONFIGURED_COMPANY.COMPANY_ADDRESS,
      asha.email,
    ]) {
      expect(text).toContain(line);
    }
  });

  it('prints large amounts with Indian grouping', async () => {
    const order = await seedOrder(orders.database.db, {
      user_id: asha.id,
      status: 'credited',
      purchase_id: 'RENT-7KX2M9QD4P',
      base_tokens: '1250',
      bonus_tokens: '312.5',
      bonus_percent: 25,
      phase_name: 'Pre-Sale',
      amount_paid_paise: 125_000_000n,
      purchase_date: new Date('2025-07-15T09:58:00Z'),
    });
    const text = await receiptText((await receipt(order.purchase_id)).rawPayload);
    expect(text).toContain('₹12,50,000.00');
    expect(text).toContain('1,250 RENT');
    expect(text).toContain('1,562.5 RENT');
  });

  it('of a referral bonus names the referee by first name and says nothing was paid', async () => {
    const buyer = await seedBuyer(orders.database.db, { fullname: 'Ravi Kumar Menon' });
    const ravi = await linkReferee(orders.database.db, asha, buyer);
    await buy(await signedIn(orders.app, ravi), 12_000, 'TXN_SUCCESS');
    const bonus = await orders.database.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', asha.id)
      .where('is_referral', '=', true)
      .executeTakeFirstOrThrow();

    const text = await receiptText((await receipt(bonus.purchase_id)).rawPayload);
    for (const line of [
      'Receipt for a referral bonus',
      bonus.purchase_id,
      'Ravi',
      'No payment (referral bonus)',
      '12 RENT',
      '25%',
      '3 RENT',
      'Asha Rao',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Menon');
    expect(text).not.toContain('₹');
  });

  it('answers another investor as it answers an unknown reference: 404 Order not found.', async () => {
    const order = await buy(ashaBrowser, 1000, 'TXN_SUCCESS');
    const ravi = await seedBuyer(orders.database.db, { fullname: 'Ravi Menon' });
    const ravis = await receipt(order.purchase_id, await signedIn(orders.app, ravi));
    const unknown = await receipt('RENT-ABCDEFGHJK');
    for (const response of [ravis, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        status: false,
        message: 'Order not found.',
        data: null,
        errors: [],
      });
    }
    expect(ravis.body).toBe(unknown.body);
  });

  it('is refused with a reason for the owner’s orders that were not credited', async () => {
    const failed = await buy(ashaBrowser, 2000, 'TXN_FAILURE');
    const pending = await seedOrder(orders.database.db, { user_id: asha.id, status: 'pending' });
    const refund = await seedOrder(orders.database.db, { user_id: asha.id, status: 'refund_due' });
    const pendingId = 'RENT-PENDNG2345';
    const refundId = 'RENT-REFVND2345';
    await orders.database.db
      .updateTable('orders')
      .set({ purchase_id: pendingId })
      .where('id', '=', pending.id)
      .execute();
    await orders.database.db
      .updateTable('orders')
      .set({ purchase_id: refundId })
      .where('id', '=', refund.id)
      .execute();

    const expected: [string, string][] = [
      [failed.purchase_id, 'This order was not credited, so it has no receipt.'],
      [pendingId, 'This order is not credited yet. Its receipt can be downloaded once it is.'],
      [refundId, 'This order was not credited, so it has no receipt. The amount will be refunded.'],
    ];
    for (const [purchaseId, message] of expected) {
      const response = await receipt(purchaseId);
      expect(response.statusCode, purchaseId).toBe(409);
      expect(response.json()).toMatchObject({ status: false, message, data: null });
    }
  });

  it('reads a reference typed in small letters', async () => {
    const order = await buy(ashaBrowser, 1000, 'TXN_SUCCESS');
    const response = await receipt(order.purchase_id.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(order.purchase_id);
  });

  it('needs a signed-in investor', async () => {
    const order = await buy(ashaBrowser, 1000, 'TXN_SUCCESS');
    for (const response of [
      await receipt(order.purchase_id, browserFor(orders.app)),
      await statement(browserFor(orders.app)),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        status: false,
        message: 'Please sign in to continue.',
        data: null,
      });
    }
  });

  it('refuses hostile references in the envelope, without a 5xx', async () => {
    for (const hostile of [
      'RENT-7KX2M9QD4',
      'RENT-7KX2M9QD4P0',
      'RENT-OOOOOOOOOO',
      "RENT-7KX2M9QD4P'%20OR%201=1--",
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      '%E2%80%AE',
      'R'.repeat(300),
      '%F0%9F%92%A5',
    ]) {
      const response = await receipt(hostile);
      expect(response.statusCode, hostile).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, hostile).toBeLessThan(500);
      expect(response.json(), hostile).toMatchObject({ status: false, data: null });
    }
  });
});

describe('the statement', () => {
  it('lists every order as RFC 4180 CSV whose credited tokens sum to the balance', async () => {
    const first = await buy(ashaBrowser, 7000, 'TXN_SUCCESS');
    orders.clock.set('2025-08-20T06:00:00Z');
    ashaBrowser = await signedIn(orders.app, asha);
    const failed = await buy(ashaBrowser, 2000, 'TXN_FAILURE');
    orders.clock.set('2025-08-20T06:01:00Z');
    const second = await buy(ashaBrowser, 3000, 'TXN_SUCCESS');
    orders.clock.set('2025-08-20T06:02:00Z');
    const buyer = await seedBuyer(orders.database.db, { fullname: 'Ravi Menon' });
    const ravi = await linkReferee(orders.database.db, asha, buyer);
    await buy(await signedIn(orders.app, ravi), 4000, 'TXN_SUCCESS');

    const response = await statement();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="rent-transactions-2025-08-20.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.split('\r\n')[0]).toBe(
      'purchase_id,purchase_date_ist,credited_at_ist,type,payment_method,status,phase,' +
        'bonus_percent,base_tokens,bonus_tokens,total_tokens,amount_inr,paytm_order_id,' +
        'transaction_id,referred_investor,bank_reference,amount_paid_inr',
    );
    expect(response.body.endsWith('\r\n')).toBe(true);

    const records = csvRecords(response.body);
    expect(records.map((record) => record.purchase_id)).toEqual([
      first.purchase_id,
      failed.purchase_id,
      second.purchase_id,
      expect.stringMatching(/^RENT-/),
    ]);
    expect(records[0]).toEqual({
      purchase_id: first.purchase_id,
      purchase_date_ist: '2025-07-15 15:30:00',
      credited_at_ist: '2025-07-15 15:30:00',
      type: 'purchase',
      payment_method: 'paytm',
      status: 'credited',
      phase: 'Pre-Sale',
      bonus_percent: '25',
      base_tokens: '7',
      bonus_tokens: '1.75',
      total_tokens: '8.75',
      amount_inr: '7000.00',
      paytm_order_id: first.paytm_order_id,
      transaction_id: first.txn_id,
      referred_investor: '',
      bank_reference: '',
      amount_paid_inr: '7000.00',
    });
    expect(records[1]).toMatchObject({
      status: 'failed',
      credited_at_ist: '',
      amount_inr: '2000.00',
      amount_paid_inr: '0.00',
    });
    expect(records[3]).toMatchObject({
      type: 'referral_bonus',
      payment_method: 'referral',
      status: 'credited',
      phase: 'Phase 1',
      bonus_percent: '15',
      base_tokens: '0',
      bonus_tokens: '0.6',
      total_tokens: '0.6',
      amount_inr: '0.00',
      amount_paid_inr: '0.00',
      referred_investor: 'Ravi',
    });
    for (const record of records) {
      const sum = addDecimals(
        parseDecimal(record.base_tokens ?? ''),
        parseDecimal(record.bonus_tokens ?? ''),
      );
      expect(formatDecimal(sum)).toBe(record.total_tokens);
    }

    const credited = records.filter((record) => record.status === 'credited');
    const tokens = credited.reduce(
      (sum, record) => addDecimals(sum, parseDecimal(record.total_tokens ?? '')),
      parseDecimal('0'),
    );
    const me = await ashaBrowser.request({ method: 'GET', url: '/api/v1/user' });
    expect(formatDecimal(tokens)).toBe(me.json().data.user.tokenBalance);
    expect(formatDecimal(tokens)).toBe('12.8');
    await expectLedgerConsistent(orders.database.db);
  });

  it('has a paid column whose sum is what was paid: failed and rejected orders add nothing', async () => {
    await buy(ashaBrowser, 7000, 'TXN_SUCCESS');
    await buy(ashaBrowser, 2000, 'TXN_FAILURE');
    const seeded = [
      { status: 'credited', amount_paid_paise: 300_000n, bank_reference: 'K7M2QD4P' },
      { status: 'rejected', amount_paid_paise: 500_000n, bank_reference: 'Q4PK7M2D' },
      { status: 'pending', amount_paid_paise: 100_000n, bank_reference: 'D4PQ7K2M' },
    ] as const;
    for (const order of seeded) {
      await seedOrder(orders.database.db, {
        user_id: asha.id,
        payment_method: 'manual',
        base_tokens: '1',
        ...order,
      });
    }
    const records = csvRecords((await statement()).body);
    const rows = records.map(({ status, payment_method, amount_paid_inr, bank_reference }) => ({
      status,
      payment_method,
      amount_paid_inr,
      bank_reference,
    }));
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          status: 'credited',
          payment_method: 'paytm',
          amount_paid_inr: '7000.00',
          bank_reference: '',
        },
        { status: 'failed', payment_method: 'paytm', amount_paid_inr: '0.00', bank_reference: '' },
        {
          status: 'credited',
          payment_method: 'manual',
          amount_paid_inr: '3000.00',
          bank_reference: 'K7M2QD4P',
        },
        {
          status: 'rejected',
          payment_method: 'manual',
          amount_paid_inr: '0.00',
          bank_reference: 'Q4PK7M2D',
        },
        {
          status: 'pending',
          payment_method: 'manual',
          amount_paid_inr: '0.00',
          bank_reference: 'D4PQ7K2M',
        },
      ]),
    );
    const paid = records.reduce(
      (sum, record) => addDecimals(sum, parseDecimal(record.amount_paid_inr ?? '')),
      parseDecimal('0'),
    );
    expect(formatDecimal(paid)).toBe('10000');
  });

  it('holds only the investor’s own orders, and a header alone when there are none', async () => {
    const ravi = await seedBuyer(orders.database.db, { fullname: 'Ravi Menon' });
    await buy(await signedIn(orders.app, ravi), 1000, 'TXN_SUCCESS');
    const response = await statement();
    expect(response.statusCode).toBe(200);
    expect(csvRecords(response.body)).toEqual([]);
    expect(response.body.split('\r\n')).toHaveLength(2);
  });

  it('reads a long history in steps, every order once, oldest first', async () => {
    const count = 1203;
    const start = Date.parse('2025-07-02T00:00:00Z');
    await orders.database.db
      .insertInto('orders')
      .values(
        Array.from({ length: count }, (_, index) => ({
          purchase_id: `RENT-H${String(index).padStart(9, '0')}`,
          user_id: asha.id,
          // Pairs share an instant: the id orders them.
          purchase_date: new Date(start + Math.floor(index / 2) * 60_000),
          amount_paid_paise: 100_000n,
          base_tokens: '1',
          bonus_tokens: '0',
          total_tokens: '1',
          payment_method: 'manual' as const,
          status: 'rejected' as const,
        })),
      )
      .execute();
    const records = csvRecords((await statement()).body);
    expect(records).toHaveLength(count);
    expect(new Set(records.map((record) => record.purchase_id)).size).toBe(count);
    const dates = records.map((record) => record.purchase_date_ist ?? '');
    expect([...dates].sort()).toEqual(dates);
  });

  it('keeps text a spreadsheet would run as a formula inert', async () => {
    const buyer = await seedBuyer(orders.database.db, { fullname: 'Ravi' });
    const ravi = await linkReferee(orders.database.db, asha, buyer);
    await buy(await signedIn(orders.app, ravi), 4000, 'TXN_SUCCESS');
    // A name kept from before the name rules, and a phase named by the operator.
    await updateUser(orders.database.db, ravi.id, { fullname: '-Ravi' });
    await orders.database.db
      .updateTable('orders')
      .set({ phase_name: '=HYPERLINK("http://evil.example","x")' })
      .where('user_id', '=', asha.id)
      .execute();
    const [record] = csvRecords((await statement()).body);
    expect(record?.phase).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(record?.referred_investor).toBe("'-Ravi");
  });
});
