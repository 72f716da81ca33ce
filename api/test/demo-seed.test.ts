// `npm run seed` (decision 0086): the demo goes through the product's services, so every figure a
// newcomer sees agrees with every other, and a second run changes nothing.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSaleFrom } from '@rent/sale-rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createDocumentStorage } from '../src/modules/documents/index.js';
import { DEMO_PASSWORD, seedDemo, type DemoContext } from '../src/modules/demo/index.js';
import { passwordMatches } from '../src/modules/auth/passwords/passwords.js';
import { salesGraph } from '../src/modules/orders/reports/order-reports.service.js';
import { referralBonuses } from '../src/modules/referrals/referrals.service.js';
import {
  defaultSaleDefinition,
  parseSaleDefinition,
  type SaleDefinition,
} from '../src/modules/sale/sale.definition.js';
import { tokenSupply } from '../src/modules/supply/supply.service.js';
import { findUserByEmail } from '../src/modules/users/users.repository.js';
import { rowCounts, seedInvestor } from './helpers/accounts.js';
import { expectLedgerConsistent } from './helpers/orders.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const SAFE = { production: false, databaseServer: false, force: false };

/** The demo sale of `npm run start:demo`: three ten-day phases, the last one running now. */
function demoSale(now: Date): SaleDefinition {
  const parsed = parseSaleDefinition(
    defaultSaleFrom(now.getTime() - 21 * DAY_MS, { phaseLengthMs: 10 * DAY_MS }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.sale;
}

const quiet = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => quiet,
} as FastifyBaseLogger;

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'rent-demo-'));
});
beforeEach(() => database.reset());
afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function demoContext(sale: SaleDefinition, now = NOW): DemoContext {
  return {
    db: database.db,
    now,
    publicUrl: 'http://localhost:4000',
    sale,
    storage: createDocumentStorage({
      driver: 'disk',
      directory: join(dataDir, 'documents'),
      incomingDir: join(dataDir, 'incoming'),
    }),
    log: quiet,
    actor: 'admin-cli:test',
  };
}

async function tableCounts() {
  const count = async (table: 'orders' | 'audit_log' | 'referral_stats' | 'kyc_documents') => {
    const { rows } = await sql<{
      n: string;
    }>`select count(*)::text as n from ${sql.table(table)}`.execute(database.db);
    return Number(rows[0]?.n);
  };
  return {
    ...(await rowCounts(database.db)),
    orders: await count('orders'),
    audit: await count('audit_log'),
    referralStats: await count('referral_stats'),
    documents: await count('kyc_documents'),
    sold: (await tokenSupply(database.db)).totalSold,
  };
}

async function ordersByKind() {
  const { rows } = await sql<{ kind: string; bonus: number; orders: string }>`
    select payment_method || ' ' || status as kind, bonus_percent as bonus, count(*)::text as orders
    from orders group by 1, 2 order by 1, 2
  `.execute(database.db);
  return rows.map(({ kind, bonus, orders }) => `${kind} ${bonus} % ×${orders}`);
}

// Each test seeds the whole demo (some 30 orders): room for a busy machine.
describe('the demo seed', { timeout: 60_000 }, () => {
  it('fills a sale with investors, orders in every phase and referral bonuses that add up', async () => {
    const result = await seedDemo(demoContext(demoSale(NOW)), SAFE);
    expect(result).toMatchObject({ outcome: 'seeded', password: DEMO_PASSWORD });

    expect(await ordersByKind()).toEqual([
      'manual credited 15 % ×2',
      'manual credited 25 % ×1',
      'manual pending 5 % ×1',
      'paytm credited 5 % ×2',
      'paytm credited 15 % ×1',
      'paytm credited 25 % ×13',
      'paytm failed 5 % ×1',
      'referral credited 5 % ×1',
      'referral credited 15 % ×2',
      'referral credited 25 % ×3',
    ]);
    // 1319 tokens of purchases (base and bonus) and 118 of Meera's referral bonuses.
    expect((await tokenSupply(database.db)).totalSold).toBe('1437');
    await expectLedgerConsistent(database.db);

    const meera = await findUserByEmail(database.db, 'meera.iyer@example.com');
    if (!meera) throw new Error('Meera was not seeded');
    const table = await referralBonuses(
      database.db,
      meera.id,
      { page: 1, limit: 10, sortBy: 'name', sortOrder: 'asc' },
      new Date(),
    );
    expect(table.referredUsers.map((row) => [row.fullname, row.totalBonusTokens])).toEqual([
      ['Arjun Nair', '72'],
      ['Kavya Reddy', '18'],
      ['Rohan Mehta', '28'],
    ]);

    const graph = await salesGraph(database.db, NOW, '30d');
    expect(graph.data.filter((tokens) => tokens !== '0').length).toBeGreaterThanOrEqual(5);
  });

  it('gives every investor a verified e-mail, approved KYC with a stored document and a wallet', async () => {
    const context = demoContext(demoSale(NOW));
    await seedDemo(context, SAFE);
    const { rows } = await sql<{
      email: string;
      verified: boolean;
      kyc_status: string;
      wallet: boolean;
      documents: string;
    }>`
      select u.email, u.email_verified_at is not null as verified, u.kyc_status,
             u.wallet_address is not null as wallet, count(d.id)::text as documents
      from users u
      join kyc_applications a on a.user_id = u.id
      join kyc_documents d on d.application_id = a.id
      group by u.id order by u.email
    `.execute(database.db);
    expect(rows).toEqual(
      ['arjun.nair', 'kavya.reddy', 'meera.iyer', 'rohan.mehta'].map((name) => ({
        email: `${name}@example.com`,
        verified: true,
        kyc_status: 'VERIFIED',
        wallet: true,
        documents: '1',
      })),
    );
    const meera = await findUserByEmail(database.db, 'meera.iyer@example.com');
    expect(await passwordMatches(meera?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    // Stored like uploads: under a random key, readable, the content the recorded hash names.
    const stored = await sql<{ storage_key: string; sha256: string }>`
      select storage_key, sha256 from kyc_documents
      union all select proof_storage_key, proof_sha256 from orders where proof_storage_key is not null
    `.execute(database.db);
    expect(stored.rows).toHaveLength(4 + 4);
    for (const { storage_key: key, sha256 } of stored.rows) {
      const content = await context.storage.read(key);
      expect(content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(createHash('sha256').update(content).digest('hex')).toBe(sha256);
    }
  });

  it('changes nothing when run again, and says the demo is there', async () => {
    const context = demoContext(demoSale(NOW));
    await seedDemo(context, SAFE);
    const before = await tableCounts();
    expect(await seedDemo(context, { ...SAFE, force: true })).toMatchObject({ outcome: 'present' });
    expect(await tableCounts()).toEqual(before);
  });

  it('orders in all three phases of the default sale, which has ended', async () => {
    await seedDemo(demoContext(defaultSaleDefinition()), SAFE);
    expect(await ordersByKind()).toContain('manual pending 5 % ×1');
    expect((await tokenSupply(database.db)).totalSold).toBe('1437');
    await expectLedgerConsistent(database.db);
  });

  it('gives Meera more orders than a page of her transactions holds', async () => {
    await seedDemo(demoContext(demoSale(NOW)), SAFE);
    const { rows } = await sql<{ orders: string }>`
      select count(*)::text as orders from orders o join users u on u.id = o.user_id
      where u.email = 'meera.iyer@example.com' and o.payment_method <> 'referral'
    `.execute(database.db);
    expect(Number(rows[0]?.orders)).toBeGreaterThan(10);
  });

  it('leaves no "verify your e-mail" mail waiting for investors it has verified', async () => {
    await seedDemo(demoContext(demoSale(NOW)), SAFE);
    const { rows } = await sql<{ recipient: string; subject: string }>`
      select recipient, subject from mail_outbox where sent_at is null
    `.execute(database.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((mail) => /verify your e-mail/i.test(mail.subject))).toEqual([]);
  });
});

describe('the demo seed refuses', () => {
  it('in production, even when forced', async () => {
    const result = await seedDemo(demoContext(demoSale(NOW)), {
      ...SAFE,
      production: true,
      force: true,
    });
    expect(result).toMatchObject({ outcome: 'refused' });
    expect((await tableCounts()).users).toBe(0);
  });

  it('beside other accounts or on a database server unless forced', async () => {
    const context = demoContext(demoSale(NOW));
    expect(await seedDemo(context, { ...SAFE, databaseServer: true })).toMatchObject({
      outcome: 'refused',
      reason: expect.stringContaining('--force'),
    });
    await seedInvestor(database.db, { email: 'someone@example.org' });
    expect(await seedDemo(context, SAFE)).toMatchObject({
      outcome: 'refused',
      reason: expect.stringContaining('1 account besides'),
    });
    expect((await tableCounts()).users).toBe(1);
    expect(await seedDemo(context, { ...SAFE, force: true })).toMatchObject({ outcome: 'seeded' });
  });

  it('before any phase of the sale has begun, leaving nothing behind', async () => {
    const result = await seedDemo(
      demoContext(demoSale(new Date(NOW.getTime() + 30 * DAY_MS))),
      SAFE,
    );
    expect(result).toMatchObject({
      outcome: 'refused',
      reason: expect.stringContaining('No phase of the sale has begun'),
    });
    expect(await tableCounts()).toMatchObject({ users: 0, orders: 0, mail: 0 });
  });
});
