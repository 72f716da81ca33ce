// One order reads the same wherever the investor or the team meets it (decision 0119): its instant,
// its amount and its tokens, in the mail that confirms it, on its PDF receipt, in the CSV statement
// and in the distribution export. The web's transaction details are held to the same figures by
// web/src/features/transactions/components/one-order-on-screen.test.tsx; both read ONE_ORDER.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatInr, formatIstDateTime, formatRent } from '@rent/sale-rules';
import { csvRecords, pdfText } from '@rent/test-kit/downloads';
import { ONE_ORDER } from '@rent/test-kit/one-order';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from './helpers/admin.js';
import { seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';

const orders = useOrdersApp(ONE_ORDER.at);
const workDir = join(tmpdir(), `rent-one-order-${randomUUID()}`);
const { reads, cells } = ONE_ORDER;

beforeEach(async () => {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** A statement's or an export's cell, read back as people read it. */
const asRead = {
  instant: (cell: string) => formatIstDateTime(`${cell.replace(' ', 'T')}+05:30`),
  amount: (cell: string) => formatInr(cell),
  tokens: (cell: string) => formatRent(cell),
};

describe('one order', () => {
  it('reads the same in its mail, its receipt, the statement and the distribution export', async () => {
    const asha = await seedBuyer(orders.database.db, {
      email: `asha-${randomUUID().slice(0, 8)}@example.com`,
      fullname: 'Asha Rao',
    });
    const browser = await signedIn(orders.app, asha);
    const created = await browser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: ONE_ORDER.amountInr },
    });
    expect(created.statusCode).toBe(201);
    const { paytmOrderId } = created.json().data;
    const fields = await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');
    const verified = await orders.app.inject({
      method: 'POST',
      url: '/api/v1/order/verify-payment',
      payload: fields,
    });
    expect(verified.statusCode).toBe(200);
    const order = await orders.database.db
      .selectFrom('orders')
      .selectAll()
      .where('paytm_order_id', '=', paytmOrderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('credited');
    expect(order.total_tokens).toMatch(/^1562\.50*$/);

    // The mail that confirms it.
    const mail = await orders.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('recipient', '=', asha.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Your RENT purchase ${order.purchase_id} is confirmed`);
    expect(mail.text).toContain(`Date: ${reads.instant}\n`);
    expect(mail.text).toContain(`Base tokens: ${reads.baseTokens}\n`);
    expect(mail.text).toContain(`Bonus tokens: ${reads.bonusTokens} (${reads.bonusPercent})\n`);
    expect(mail.text).toContain(`Total tokens: ${reads.totalTokens}\n`);
    expect(mail.text).toContain(`Amount: ${reads.amount}\n`);

    // Its receipt, as a PDF reader shows it.
    const receipt = await browser.request({
      method: 'GET',
      url: `/api/v1/order/${order.purchase_id}/receipt.pdf`,
    });
    expect(receipt.statusCode).toBe(200);
    const receiptText = (await pdfText(receipt.rawPayload)).replace(/[ \u00a0]+/g, ' ');
    for (const figure of Object.values(reads)) expect(receiptText).toContain(figure);

    // The statement: machine-readable cells of the same instant, amount and tokens.
    const statement = await browser.request({ method: 'GET', url: '/api/v1/order/export.csv' });
    expect(statement.statusCode).toBe(200);
    const [row] = csvRecords(statement.body);
    expect(row).toMatchObject({
      purchase_id: order.purchase_id,
      purchase_date_ist: cells.instant,
      credited_at_ist: cells.instant,
      amount_inr: cells.amount,
      amount_paid_inr: cells.amount,
      total_tokens: cells.totalTokens,
    });
    expect(asRead.instant(row?.purchase_date_ist ?? '')).toBe(reads.instant);
    expect(asRead.amount(row?.amount_inr ?? '')).toBe(reads.amount);
    expect(asRead.tokens(row?.total_tokens ?? '')).toBe(reads.totalTokens);

    // The distribution export the team pays out from.
    const exported = await runAdminCommand(
      {
        app: orders.app,
        db: orders.database.db,
        now: orders.clock.now,
        actor: 'admin-cli:treasury',
        cwd: workDir,
      },
      ['distribution', 'export', '--out', 'list.csv', '--force'],
    );
    expect(exported.exitCode).toBe(0);
    const holders = csvRecords(await readFile(join(workDir, 'list.csv'), 'utf8'));
    const holder = holders.find((record) => record.email === asha.email);
    expect(holder?.total_tokens).toBe(cells.totalTokens);
    expect(asRead.tokens(holder?.total_tokens ?? '')).toBe(reads.totalTokens);
  });
});
