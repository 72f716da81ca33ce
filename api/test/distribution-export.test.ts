// `distribution export`: the CSV the team pays tokens out from after the sale. Every investor
// holding credited tokens, their wallet, KYC status and tokens by origin, and a checksum row equal
// to the supply the site reports; refused while the sale runs unless forced; every export audited.
import { runAdminCommand } from './helpers/admin.js';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvRecords } from '@rent/test-kit/downloads';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultDistributionFile } from '../src/admin/distribution.commands.js';
import { updateUser } from '../src/modules/users/users.repository.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { seedInvestor } from './helpers/accounts.js';
import { seedBuyer, seedOrder, useOrdersApp } from './helpers/orders.js';

const ACTOR = 'admin-cli:treasury';
const workDir = join(tmpdir(), `rent-distribution-${randomUUID()}`);
// Inside the Pre-Sale: the sale is running.
const orders = useOrdersApp('2025-07-15T10:00:00Z');
const AFTER_SALE = '2026-01-05T06:30:00Z';
const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

let asha: UserRow;
let ravi: UserRow;
let meera: UserRow;

beforeEach(async () => {
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  const db = orders.database.db;
  asha = await seedBuyer(db, { email: 'asha@example.com', fullname: 'Asha Rao' });
  asha = await updateUser(db, asha.id, {
    wallet_address: WALLET.toLowerCase(),
    wallet_address_display: WALLET,
  });
  ravi = await seedBuyer(db, { email: 'ravi@example.com', fullname: '=Ravi Kumar' });
  meera = await seedInvestor(db, { email: 'meera@example.com', fullname: 'Meera Iyer' });
  const idle = await seedBuyer(db, { email: 'idle@example.com' });

  // Asha: two purchases in two phases; Ravi: one purchase and a referral bonus on Asha's.
  await seedOrder(db, {
    user_id: asha.id,
    status: 'credited',
    base_tokens: '10',
    bonus_tokens: '2.5',
  });
  await seedOrder(db, {
    user_id: asha.id,
    status: 'credited',
    base_tokens: '3',
    bonus_tokens: '0.45',
  });
  await seedOrder(db, {
    user_id: ravi.id,
    status: 'credited',
    base_tokens: '1',
    bonus_tokens: '0.25',
  });
  await seedOrder(db, {
    user_id: ravi.id,
    status: 'credited',
    payment_method: 'referral',
    is_referral: true,
    base_tokens: '10',
    bonus_tokens: '0',
    total_tokens: '2.50',
  });
  // Meera (KYC not verified, no wallet) holds tokens from a manual transfer.
  await seedOrder(db, {
    user_id: meera.id,
    status: 'credited',
    payment_method: 'manual',
    base_tokens: '1',
    bonus_tokens: '0.05',
  });
  // Nothing credited: not listed.
  for (const status of ['pending', 'failed', 'rejected', 'refund_due'] as const) {
    await seedOrder(db, { user_id: idle.id, status, base_tokens: '7', bonus_tokens: '1.75' });
  }
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const admin = (...argv: string[]) =>
  runAdminCommand(
    { app: orders.app, db: orders.database.db, now: orders.clock.now, actor: ACTOR, cwd: workDir },
    argv,
  );

const exportAudit = () =>
  orders.database.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'subject_type', 'subject_id', 'after', 'created_at'])
    .where('action', '=', 'distribution.export')
    .orderBy('created_at')
    .execute();

/** Tokens sold as GET /rent/supply reports them. */
async function supplyTotal(): Promise<string> {
  const response = await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
  expect(response.statusCode).toBe(200);
  return response.json().data.totalSold as string;
}

/** Exact sum of decimal texts with up to 2 decimals, in canonical form. */
function sum(values: string[]): string {
  const hundredths = values.reduce((total, value) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return total + BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  }, 0n);
  const fraction = String(hundredths % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${hundredths / 100n}${fraction ? `.${fraction}` : ''}`;
}

describe('distribution export', () => {
  it('refuses while the sale is running, says why and how to override, and writes nothing', async () => {
    const refused = await admin('distribution', 'export', '--out', 'list.csv');
    expect(refused.exitCode).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toBe(
      'The sale is still running (it ends 30 Dec 2025, 11:59 PM IST): tokens may still be ' +
        'credited, so the list would not be final. Export it after the sale ends, or add --force ' +
        'to export the tokens credited so far.',
    );
    await expect(stat(join(workDir, 'list.csv'))).rejects.toThrow(/ENOENT/);
    expect(await exportAudit()).toEqual([]);
  });

  it('with --force writes every holder, and a checksum row equal to the supply and the rows', async () => {
    const exported = await admin('distribution', 'export', '--out', 'list.csv', '--force');
    expect(exported.err).toBe('');
    expect(exported.exitCode).toBe(0);
    const file = join(workDir, 'list.csv');
    const bytes = await readFile(file);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'email,name,wallet_bep20,kyc_status,base_tokens,bonus_tokens,referral_tokens,total_tokens',
    );
    const records = csvRecords(text);
    const checksum = records.pop();
    expect(records).toEqual([
      {
        email: 'asha@example.com',
        name: 'Asha Rao',
        wallet_bep20: WALLET,
        kyc_status: 'VERIFIED',
        base_tokens: '13',
        bonus_tokens: '2.95',
        referral_tokens: '0',
        total_tokens: '15.95',
      },
      {
        email: 'meera@example.com',
        name: 'Meera Iyer',
        wallet_bep20: '',
        kyc_status: 'NOT_SUBMITTED',
        base_tokens: '1',
        bonus_tokens: '0.05',
        referral_tokens: '0',
        total_tokens: '1.05',
      },
      {
        email: 'ravi@example.com',
        // A name a spreadsheet would run as a formula is made inert.
        name: "'=Ravi Kumar",
        wallet_bep20: '',
        kyc_status: 'VERIFIED',
        base_tokens: '1',
        bonus_tokens: '0.25',
        referral_tokens: '2.5',
        total_tokens: '3.75',
      },
    ]);
    const supply = await supplyTotal();
    expect(supply).toBe('20.75');
    expect(checksum).toEqual({
      email: 'TOTAL',
      name: '3 investors',
      wallet_bep20: '',
      kyc_status: '',
      base_tokens: sum(records.map((record) => record.base_tokens ?? '')),
      bonus_tokens: sum(records.map((record) => record.bonus_tokens ?? '')),
      referral_tokens: sum(records.map((record) => record.referral_tokens ?? '')),
      total_tokens: supply,
    });
    expect(sum(records.map((record) => record.total_tokens ?? ''))).toBe(supply);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(exported.out).toBe(
      [
        `Wrote ${file}: 3 investor(s) holding 20.75 RENT, equal to the tokens sold. SHA-256 ` +
          `${sha256} (${bytes.length} bytes).`,
        'Exported while the sale is running (--force): this list is not final.',
        'Before paying out: 2 listed investor(s) have no wallet and 1 are not KYC-verified.',
        '1 order(s) are still pending and may yet be credited; 1 are due a refund.',
      ].join('\n'),
    );
    expect(await exportAudit()).toEqual([
      {
        actor: ACTOR,
        action: 'distribution.export',
        subject_type: 'distribution',
        subject_id: sha256,
        after: { file, sha256, rows: 3, totalTokens: '20.75', duringSale: true },
        created_at: new Date('2025-07-15T10:00:00Z'),
      },
    ]);
  });

  it('after the sale writes a new file named by the time, and never overwrites one unforced', async () => {
    orders.clock.set(AFTER_SALE);
    const name = defaultDistributionFile(orders.clock.now());
    expect(name).toBe('rent-distribution-2026-01-05-120000-IST.csv');
    const first = await admin('distribution', 'export');
    expect(first.exitCode).toBe(0);
    expect(first.out).toContain(`Wrote ${join(workDir, name)}: 3 investor(s) holding 20.75 RENT`);
    expect(first.out).not.toContain('not final');
    const written = await readFile(join(workDir, name));

    const again = await admin('distribution', 'export');
    expect(again.exitCode).toBe(1);
    expect(again.err).toBe(
      `${join(workDir, name)} already exists; choose another file, or add --force`,
    );
    expect(await readFile(join(workDir, name))).toEqual(written);
    expect(await exportAudit()).toHaveLength(1);

    await writeFile(join(workDir, name), 'an older list');
    const replaced = await admin('distribution', 'export', '--force');
    expect(replaced.exitCode).toBe(0);
    expect(replaced.out).toMatch(/^Replaced /);
    expect(await readFile(join(workDir, name))).toEqual(written);
    expect(await exportAudit()).toHaveLength(2);
  });

  it('refuses a file it cannot write, and audits nothing', async () => {
    orders.clock.set(AFTER_SALE);
    const missing = await admin('distribution', 'export', '--out', 'no-such-folder/list.csv');
    expect(missing.exitCode).toBe(1);
    expect(missing.err).toBe(
      `${join(workDir, 'no-such-folder/list.csv')} cannot be written: its folder does not exist. ` +
        'Nothing was exported.',
    );
    const empty = await admin('distribution', 'export', '--out', ' ');
    expect(empty).toMatchObject({ exitCode: 1, err: '--out needs a file name' });
    const unknown = await admin('distribution', 'export', '--sheet', 'x');
    expect(unknown.exitCode).toBe(2);
    expect(await exportAudit()).toEqual([]);
  });

  it('refuses a list that does not add up to the tokens sold, and writes nothing', async () => {
    orders.clock.set(AFTER_SALE);
    await orders.database.db
      .updateTable('sale_supply')
      .set({ sold_tokens: '21.75' })
      .where('id', '=', 1)
      .execute();
    const refused = await admin('distribution', 'export', '--out', 'list.csv');
    expect(refused.exitCode).toBe(1);
    expect(refused.err).toBe(
      "The credited orders add up to 20.75 RENT but the sale's running total is 21.75 RENT: " +
        'nothing was exported. The ledger needs checking first.',
    );
    await expect(stat(join(workDir, 'list.csv'))).rejects.toThrow(/ENOENT/);
    expect(await exportAudit()).toEqual([]);
  });
});
