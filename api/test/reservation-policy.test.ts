// The reservation policy against a hoarder, on a 100-RENT sale (SALE_CONFIG) whose derived limits
// are a largest order of 6 RENT, 10 RENT held per investor and 3 open orders, and manual transfers
// that hold supply for 6 hours: no investor can lock the sale by leaving orders unpaid or unreviewed.
import { runAdminCommand } from './helpers/admin.js';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentStorage } from '../src/modules/documents/document-storage.js';
import { reservedTokens } from '../src/modules/orders/orders.repository.js';
import { defaultSaleJson } from '../src/modules/sale/sale.definition.js';
import type { Browser } from './helpers/browser.js';
import { filesUnder, multipartBody, png } from './helpers/kyc.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';

const HARD_CAP = '100';
const dataDir = join(tmpdir(), `rent-reservations-${randomUUID()}`);
mkdirSync(dataDir, { recursive: true });
const saleFile = join(dataDir, 'small-sale.json');
writeFileSync(
  saleFile,
  JSON.stringify({ ...defaultSaleJson, hardCap: HARD_CAP, softCap: '10', totalSupply: '100' }),
);
// Inside the Pre-Sale: 25 % bonus, so 4 RENT bought hold 5.
const orders = useOrdersApp('2025-07-15T10:00:00Z', { DATA_DIR: dataDir, SALE_CONFIG: saleFile });

beforeEach(async () => {
  await rm(join(dataDir, 'documents'), { recursive: true, force: true });
  await createDocumentStorage(orders.app.config.storage).prepare();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function investor(): Promise<Browser> {
  return signedIn(orders.app, await seedBuyer(orders.database.db));
}

const online = (browser: Browser, rupees: number) =>
  browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount: rupees },
  });

async function manual(browser: Browser, rupees: number) {
  const form = new FormData();
  form.append('amount', String(rupees));
  const proof = png('transfer.png');
  form.append('proof', new Blob([new Uint8Array(proof.bytes)], { type: proof.type }), proof.name);
  const { payload, headers } = await multipartBody(form);
  return browser.request({ method: 'POST', url: '/api/v1/order/manual', payload, headers });
}

const admin = (...argv: string[]) =>
  runAdminCommand(
    {
      app: orders.app,
      db: orders.database.db,
      now: orders.clock.now,
      actor: 'admin-cli:reviewer',
      cwd: dataDir,
    },
    argv,
  );

function expectRefusal(
  response: Awaited<ReturnType<typeof online>>,
  statusCode: number,
  message: string,
  reason: string,
) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toEqual({
    status: false,
    message,
    data: null,
    errors: [{ field: 'amount', message, reason }],
  });
}

const orderCount = async () =>
  Number(
    (
      await orders.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const held = () => reservedTokens(orders.database.db, orders.clock.now());

describe('a hoarder on a 100-RENT sale', () => {
  it('holds at most 10 RENT across pending online and manual orders, while others still buy', async () => {
    const hoarder = await investor();
    // 4 RENT online and 4 by bank transfer: 5 + 5 RENT held, the most one investor may hold.
    expect((await online(hoarder, 4000)).statusCode).toBe(201);
    expect((await manual(hoarder, 4000)).statusCode).toBe(201);
    const tokenLimit =
      'Orders awaiting payment or review may hold at most 10 RENT per investor (bonus included); ' +
      'yours hold 10 RENT.';
    expectRefusal(await online(hoarder, 6000), 409, tokenLimit, 'PENDING_TOKENS');
    expectRefusal(await manual(hoarder, 1000), 409, tokenLimit, 'PENDING_TOKENS');
    expect(await filesUnder(join(dataDir, 'documents'))).toHaveLength(1);

    // Another holds three 1-RENT orders, the most orders one investor may have open.
    const collector = await investor();
    expect((await online(collector, 1000)).statusCode).toBe(201);
    expect((await manual(collector, 1000)).statusCode).toBe(201);
    expect((await online(collector, 1000)).statusCode).toBe(201);
    const countLimit =
      'You already have 3 orders awaiting payment or review. Place a new order once one of them ' +
      'is settled.';
    expectRefusal(await online(collector, 1000), 409, countLimit, 'PENDING_ORDERS');
    expectRefusal(await manual(collector, 1000), 409, countLimit, 'PENDING_ORDERS');

    expect(await held()).toBe('13.75');
    expect(await orderCount()).toBe(5);
    // The sale is not sold out for an honest investor.
    const honest = await investor();
    const bought = await online(honest, 1000);
    expect(bought.statusCode).toBe(201);
    const supply = await honest.request({ method: 'GET', url: '/api/v1/rent/supply' });
    expect(supply.json().data).toEqual({ totalSold: '0', totalHeld: '15', available: '85' });
    await expectLedgerConsistent(orders.database.db, HARD_CAP);
  });

  it('refuses an order for the whole hard cap, online or by bank transfer', async () => {
    const whale = await investor();
    // 80 RENT and their 25 % bonus are the whole 100-RENT sale.
    const message = 'The largest order is 6 RENT.';
    expectRefusal(await online(whale, 80_000), 422, message, 'LARGEST_ORDER');
    expectRefusal(await manual(whale, 80_000), 422, message, 'LARGEST_ORDER');
    expectRefusal(await online(whale, 7000), 422, message, 'LARGEST_ORDER');
    expect(await orderCount()).toBe(0);
    expect(await filesUnder(join(dataDir, 'documents'))).toEqual([]);
    expect(await filesUnder(join(dataDir, 'incoming'))).toEqual([]);
    // The largest order itself is taken: 6 RENT hold 7.5.
    expect((await online(whale, 6000)).statusCode).toBe(201);
  });

  it('lets an unpaid online order stop counting once its payment window has passed', async () => {
    const user = await seedBuyer(orders.database.db);
    const buyer = await signedIn(orders.app, user);
    for (let order = 0; order < 3; order += 1) {
      expect((await online(buyer, 1000)).statusCode).toBe(201);
    }
    expect((await online(buyer, 1000)).statusCode).toBe(409);
    orders.clock.advance(15 * 60 * 1000 + 1);
    expect((await online(await signedIn(orders.app, user), 1000)).statusCode).toBe(201);
  });
});

describe('a manual transfer waiting for review', () => {
  /** 90 of the 100 RENT sold: 10 left, enough for two transfers of 4 RENT (5 held each). */
  async function nearlySoldOut() {
    const early = await seedBuyer(orders.database.db);
    await seedOrder(orders.database.db, {
      user_id: early.id,
      status: 'credited',
      payment_method: 'manual',
      base_tokens: '90',
    });
  }

  async function purchaseIdOf(response: Awaited<ReturnType<typeof manual>>) {
    expect(response.statusCode).toBe(201);
    return response.json().data.purchaseId as string;
  }

  it('stops holding supply after 6 hours, and stays reviewable', async () => {
    await nearlySoldOut();
    const first = await purchaseIdOf(await manual(await investor(), 4000));
    await purchaseIdOf(await manual(await investor(), 4000));
    const latecomer = await seedBuyer(orders.database.db);
    expectRefusal(
      await online(await signedIn(orders.app, latecomer), 1000),
      409,
      'The pre-sale is sold out.',
      'HARD_CAP',
    );
    orders.clock.advance(6 * 60 * 60 * 1000);
    expect(await held()).toBe('0');
    const relogged = await signedIn(orders.app, latecomer);
    expect((await online(relogged, 1000)).statusCode).toBe(201);
    const listed = await admin('orders', 'list', '--status', 'pending', '--method', 'manual');
    expect(listed.out).toContain(first);
  });

  it('still counts as open after its hold until the team reviews it', async () => {
    const user = await seedBuyer(orders.database.db);
    const claims = [];
    for (let claim = 0; claim < 3; claim += 1) {
      claims.push(await purchaseIdOf(await manual(await signedIn(orders.app, user), 1000)));
    }
    orders.clock.advance(6 * 60 * 60 * 1000);
    const later = await signedIn(orders.app, user);
    expectRefusal(
      await manual(later, 1000),
      409,
      'You already have 3 orders awaiting payment or review. Place a new order once one of them ' +
        'is settled.',
      'PENDING_ORDERS',
    );
    const rejected = await admin(
      'orders',
      'reject',
      claims[0] ?? '',
      '--reason',
      'No such transfer reached our account',
      '--by',
      'priya',
    );
    expect(rejected.exitCode).toBe(0);
    expect((await manual(later, 1000)).statusCode).toBe(201);
  });

  it('is credited when approved after its hold if supply remains, refund_due with mail otherwise', async () => {
    await nearlySoldOut();
    const first = await purchaseIdOf(await manual(await investor(), 4000));
    const second = await purchaseIdOf(await manual(await investor(), 4000));
    // Both holds end; an online buyer then holds 1.25 of the 10 RENT left.
    orders.clock.advance(6 * 60 * 60 * 1000 + 1000);
    expect((await online(await investor(), 1000)).statusCode).toBe(201);

    // 90 sold + 1.25 held + 5: room for the first.
    const approved = await admin('orders', 'approve', first, '--by', 'priya');
    expect(approved.exitCode).toBe(0);
    expect(approved.out).toContain(`Order ${first}: pending → credited. 5 RENT credited`);

    // 95 sold + 1.25 held + 5 is past the cap: the second is refunded, never credited.
    const late = await admin('orders', 'approve', second, '--by', 'priya');
    expect(late.exitCode).toBe(0);
    expect(late.out).toMatch(
      new RegExp(
        `^Order ${second}: pending → refund_due\\. Its hold on the supply ended at ` +
          '15 Jul 2025, 09:30 PM IST and the hard cap has no room left for its 5 RENT: nothing ' +
          'was credited, and ₹4,000.00 must be refunded to ',
      ),
    );
    const row = await orders.database.db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(['orders.status', 'orders.status_reason', 'orders.credited_at', 'users.email'])
      .where('purchase_id', '=', second)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'refund_due',
      status_reason:
        'This transfer was reviewed after its reservation ended, and the pre-sale had no room ' +
        'left for it. Nothing was credited; the amount will be refunded.',
      credited_at: null,
    });
    const mail = await orders.database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject'])
      .where('recipient', '=', row.email)
      // Each transfer's receipt (and the first one's confirmation) are mailed too.
      .where('subject', 'like', '% will be refunded')
      .execute();
    expect(mail).toEqual([
      { recipient: row.email, subject: `Your RENT payment ${second} will be refunded` },
    ]);
    const supply = await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
    expect(supply.json().data).toEqual({ totalSold: '95', totalHeld: '1.25', available: '3.75' });
    await expectLedgerConsistent(orders.database.db, HARD_CAP);
  });
});
