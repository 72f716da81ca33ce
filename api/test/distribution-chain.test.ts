// The distribution on the local chain (issue 26 §2): the plan frozen from the ledger, sent one by
// one and batched, every holder's balanceOf equal to their ledger total in token units and the
// treasury's outflow equal to the tokens sold; every refusal before the first signature; the
// wallet frozen with the plan; held holders mailed; send resumed without paying anyone twice.
import { LOCAL_TREASURY_ADDRESS } from '@rent/sandbox/chain';
import { createPublicClient, encodeFunctionData, erc20Abi, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { toTokenUnits } from '../src/modules/chain/index.js';
import { WALLET_FROZEN_MESSAGE } from '../src/modules/distribution/index.js';
import { runAdminCommand, type AdminTarget } from './helpers/admin.js';
import { accountsConfig } from './helpers/accounts.js';
import {
  freshWallet,
  KEYSTORE_PASSWORD,
  seedHolder,
  type Holder,
  type TestChain,
} from './helpers/chain.js';
import { seedOrder, signedIn } from './helpers/orders.js';
import { startChainApp, type ChainApp } from './helpers/chain-app.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { type TestDatabase } from './helpers/test-database.js';

const HOLDERS = Number(process.env.DISTRIBUTION_TEST_HOLDERS ?? 24);
const AFTER_SALE = '2026-01-05T06:30:00Z';
const DURING_SALE = '2025-07-15T10:00:00Z';

const clock = testClock(AFTER_SALE);
let testChain: TestChain;
let database: TestDatabase;
let app: App;
let chainApp: ChainApp | undefined;

beforeAll(async () => {
  chainApp = await startChainApp(clock);
  ({ testChain, database, app } = chainApp);
}, 120_000);

beforeEach(async () => {
  clock.set(AFTER_SALE);
  await database.reset();
});

afterAll(async () => {
  await chainApp?.close();
});

const target = (): AdminTarget => ({
  app,
  db: database.db,
  now: clock.now,
  actor: 'admin-cli:treasury',
  cwd: process.cwd(),
  keystorePassword: KEYSTORE_PASSWORD,
});
const admin = (...argv: string[]) => runAdminCommand(target(), argv);

async function seedHolders(count: number): Promise<Holder[]> {
  const holders: Holder[] = [];
  for (let index = 0; index < count; index += 1) {
    // Amounts with cents and bonuses, as the ledger holds them.
    holders.push(await seedHolder(database.db, { base: String(10 + index), bonus: '2.25' }));
  }
  return holders;
}

async function expectPaidExactlyOnce(holders: Holder[]) {
  for (const holder of holders) {
    if (!holder.wallet) continue;
    expect(await testChain.balanceOf(holder.wallet)).toBe(toTokenUnits(holder.tokens, 18));
  }
}

const sumUnits = (holders: Holder[]) =>
  holders.reduce((sum, holder) => sum + toTokenUnits(holder.tokens, 18), 0n);

describe('distribution plan', () => {
  it('is refused while the sale runs, and freezes with a warning when forced', async () => {
    clock.set(DURING_SALE);
    await seedHolder(database.db, { base: '5' });
    const refused = await admin('distribution', 'plan');
    expect(refused.exitCode).toBe(1);
    expect(refused.err).toMatch(/The sale is still running/);
    expect(await database.db.selectFrom('distribution_lines').selectAll().execute()).toEqual([]);

    const forced = await admin('distribution', 'plan', '--force');
    expect(forced.exitCode).toBe(0);
    expect(forced.out).toMatch(/Warning: frozen while the sale is running/);
  });

  it('holds holders without verified KYC or a wallet, with the reason, and mails them what to do', async () => {
    await seedHolder(database.db, { base: '7' });
    const unverified = await seedHolder(database.db, { base: '3', verified: false });
    const walletless = await seedHolder(database.db, { base: '4', wallet: false });
    const result = await admin('distribution', 'plan');
    expect(result.exitCode).toBe(0);
    expect(result.out).toMatch(/Frozen: 3 holder\(s\), 14 RENT, equal to the tokens sold/);
    const held = await database.db
      .selectFrom('distribution_lines')
      .select(['user_id', 'held_reason'])
      .where('status', '=', 'held')
      .orderBy('held_reason')
      .execute();
    expect(held).toEqual([
      { user_id: unverified.user.id, held_reason: 'KYC_NOT_VERIFIED' },
      { user_id: walletless.user.id, held_reason: 'NO_WALLET' },
    ]);
    const mails = await database.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text'])
      .orderBy('recipient')
      .execute();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [unverified.user.email, walletless.user.email].sort(),
    );
    const toWalletless = mails.find((mail) => mail.recipient === walletless.user.email);
    expect(toWalletless?.subject).toBe('Action needed to receive your RENT tokens');
    expect(toWalletless?.text).toMatch(/Your 4 RENT are ready to be sent/);
    expect(toWalletless?.text).toMatch(/Add my wallet: http/);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('action', '=', 'distribution.plan')
      .execute();
    expect(audit).toEqual([{ action: 'distribution.plan', actor: 'admin-cli:treasury' }]);
  });

  it('refuses a wallet change after the freeze with a clear message, and lets a walletless holder add one', async () => {
    const planned = await seedHolder(database.db, { base: '5' });
    const walletless = await seedHolder(database.db, { base: '6', wallet: false });
    expect((await admin('distribution', 'plan')).exitCode).toBe(0);

    const browser = await signedIn(app, planned.user);
    const refused = await browser.request({
      method: 'PATCH',
      url: '/api/v1/kyc/wallet',
      payload: { walletAddress: freshWallet(), currentPassword: 'Rent-Investor-2025' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WALLET_FROZEN_MESSAGE);
    const user = await database.db
      .selectFrom('users')
      .select('wallet_address_display')
      .where('id', '=', planned.user.id)
      .executeTakeFirstOrThrow();
    expect(user.wallet_address_display).toBe(planned.wallet);

    const added = freshWallet();
    const adding = await (
      await signedIn(app, walletless.user)
    ).request({
      method: 'PATCH',
      url: '/api/v1/kyc/wallet',
      payload: { walletAddress: added },
    });
    expect(adding.statusCode).toBe(200);
    const line = await database.db
      .selectFrom('distribution_lines')
      .select(['status', 'wallet'])
      .where('user_id', '=', walletless.user.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ status: 'scheduled', wallet: added });
  });
});

describe('distribution send', () => {
  it(`pays ${HOLDERS} holders one by one: every balanceOf is the ledger total, the outflow the tokens sold`, async () => {
    const holders = await seedHolders(HOLDERS);
    const before = await testChain.balanceOf(LOCAL_TREASURY_ADDRESS);
    expect((await admin('distribution', 'plan')).exitCode).toBe(0);
    const sent = await admin('distribution', 'send');
    expect(sent.err).toBe('');
    expect(sent.exitCode).toBe(0);
    expect(sent.out).toMatch(new RegExp(`Sent ${HOLDERS}/${HOLDERS} holder\\(s\\)`));
    await expectPaidExactlyOnce(holders);
    const sold = await database.db
      .selectFrom('sale_supply')
      .select('sold_tokens')
      .executeTakeFirstOrThrow();
    expect(before - (await testChain.balanceOf(LOCAL_TREASURY_ADDRESS))).toBe(
      toTokenUnits(sold.sold_tokens, 18),
    );
    expect(sumUnits(holders)).toBe(toTokenUnits(sold.sold_tokens, 18));

    const status = await admin('distribution', 'status');
    expect(status.out).toMatch(new RegExp(`confirmed\\s+${HOLDERS}`));
    const confirmedMails = await database.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('subject', '=', 'Your RENT tokens have arrived')
      .execute();
    expect(confirmedMails).toHaveLength(HOLDERS);
    expect(confirmedMails[0]?.text).toMatch(/https:\/\/explorer\.example\/tx\/0x[0-9a-f]{64}/);

    // Sending again pays nobody twice: the chain shows every line paid.
    const nonce = await testChain.nonceOf(LOCAL_TREASURY_ADDRESS);
    const again = await admin('distribution', 'send');
    expect(again.exitCode).toBe(0);
    expect(await testChain.nonceOf(LOCAL_TREASURY_ADDRESS)).toBe(nonce);
    await expectPaidExactlyOnce(holders);
  }, 300_000);

  it('pays holders in batches through the disperse contract', async () => {
    const holders = await seedHolders(12);
    expect((await admin('distribution', 'plan')).exitCode).toBe(0);
    const sent = await admin('distribution', 'send', '--batch', '5');
    expect(sent.err).toBe('');
    expect(sent.out).toMatch(/Done: 12 holder\(s\) paid in 3 transaction\(s\)/);
    await expectPaidExactlyOnce(holders);
  }, 120_000);

  it('reconciles a line paid outside the sender and never pays it again', async () => {
    const holders = await seedHolders(3);
    expect((await admin('distribution', 'plan')).exitCode).toBe(0);
    const reconciled = await admin('distribution', 'reconcile');
    expect(reconciled.out).toMatch(/0 paid .* 3 unpaid, 0 mismatched/);
    const sent = await admin('distribution', 'send');
    expect(sent.exitCode).toBe(0);
    const again = await admin('distribution', 'reconcile');
    expect(again.out).toMatch(/3 paid \(0 newly confirmed\).*0 unpaid, 0 mismatched/);
    await expectPaidExactlyOnce(holders);
  }, 120_000);
});

describe('refusals before the first signature', () => {
  async function expectNothingSigned(
    argv: string[],
    message: RegExp,
    configure?: Record<string, string>,
  ) {
    const nonce = await testChain.nonceOf(LOCAL_TREASURY_ADDRESS);
    let result;
    if (configure) {
      const other = await buildTestApp({
        database,
        clock,
        config: await accountsConfig({ ...testChain.env, ...configure }),
      });
      try {
        result = await runAdminCommand({ ...target(), app: other }, argv);
      } finally {
        await other.close();
      }
    } else {
      result = await admin(...argv);
    }
    expect(result.exitCode).toBe(1);
    expect(result.err).toMatch(message);
    expect(await testChain.nonceOf(LOCAL_TREASURY_ADDRESS)).toBe(nonce);
    expect(await database.db.selectFrom('distribution_transfers').selectAll().execute()).toEqual(
      [],
    );
  }

  beforeEach(async () => {
    await seedHolders(2);
    expect((await admin('distribution', 'plan')).exitCode).toBe(0);
  });

  it('refuses a chain id other than the configured one', async () => {
    await expectNothingSigned(['distribution', 'send'], /serves chain 1337, but CHAIN_ID is 97/, {
      CHAIN_ID: '97',
    });
  });

  it('refuses a contract other than the one planned for', async () => {
    await expectNothingSigned(
      ['distribution', 'send'],
      /frozen for contract .* but the configuration names/,
      {
        RENT_CONTRACT_ADDRESS: testChain.chain.disperseAddress,
      },
    );
  });

  it('refuses a plan whose checksum no longer matches the ledger', async () => {
    const late = await seedHolder(database.db, { base: '1' });
    await seedOrder(database.db, { user_id: late.user.id, status: 'credited', base_tokens: '1' });
    await expectNothingSigned(['distribution', 'send'], /checksum no longer matches the ledger/);
  });

  it('refuses a gas price above the cap', async () => {
    await expectNothingSigned(['distribution', 'send'], /gas price .* is above the cap/, {
      CHAIN_GAS_PRICE_CAP_GWEI: '0.5',
    });
  });

  it('refuses a treasury short of the tokens left to send', async () => {
    // The treasury keeps one unit less than the plan needs; the rest goes to a cold wallet and back.
    const lines = await database.db.selectFrom('distribution_lines').select('units').execute();
    const needed = lines.reduce((sum, line) => sum + BigInt(line.units), 0n);
    const cold = privateKeyToAccount(generatePrivateKey());
    const moved = (await testChain.balanceOf(LOCAL_TREASURY_ADDRESS)) - needed + 1n;
    await testChain.treasuryTransfer(cold.address, moved);
    try {
      await expectNothingSigned(
        ['distribution', 'send'],
        /holds [\d.]+ RENT but [\d.]+ RENT are left to send\. Nothing was sent/,
      );
    } finally {
      await testChain.setGasFunds(cold.address, 10n ** 18n);
      await testChain.transact(cold, {
        to: testChain.chain.tokenAddress,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [LOCAL_TREASURY_ADDRESS, moved],
        }),
      });
    }
  });

  it('refuses a treasury short of gas funds', async () => {
    const client = createPublicClient({ transport: http(testChain.chain.rpcUrl) });
    const funds = await client.getBalance({ address: LOCAL_TREASURY_ADDRESS });
    await testChain.setGasFunds(LOCAL_TREASURY_ADDRESS, 1000n);
    try {
      await expectNothingSigned(
        ['distribution', 'send'],
        /holds [\d.]+ BNB for gas but the transfers may cost up to [\d.]+ BNB\. Nothing was sent/,
      );
    } finally {
      await testChain.setGasFunds(LOCAL_TREASURY_ADDRESS, funds);
    }
  });

  it('refuses a wrong keystore password', async () => {
    const result = await runAdminCommand({ ...target(), keystorePassword: 'wrong' }, [
      'distribution',
      'send',
    ]);
    expect(result.exitCode).toBe(1);
    expect(result.err).toMatch(/could not be unlocked/);
    expect(result.err).not.toMatch(/wrong-password|treasury-test-password/);
  });

  it('stops a dry run after the totals and the gas estimate', async () => {
    const nonce = await testChain.nonceOf(LOCAL_TREASURY_ADDRESS);
    const result = await admin('distribution', 'send', '--dry-run');
    expect(result.exitCode).toBe(0);
    expect(result.out).toMatch(/To send: 2 holder\(s\)/);
    expect(result.out).toMatch(/Gas: about \d+ per transfer/);
    expect(result.out).toMatch(/Dry run: nothing was signed or sent/);
    expect(await testChain.nonceOf(LOCAL_TREASURY_ADDRESS)).toBe(nonce);
  });
});

describe('the plan itself refuses amounts the token cannot hold', () => {
  it('refuses to freeze an amount finer than the decimals', async () => {
    // The ledger keeps 2 decimal places; a token with fewer cannot pay 0.25 exactly. The decimals
    // come from the contract, so this is checked against a plan frozen for 18: the units match.
    const holder = await seedHolder(database.db, { base: '1', bonus: '0.25' });
    expect(() => toTokenUnits(holder.tokens, 1)).toThrow(/more decimal places than the token's 1/);
  });
});
