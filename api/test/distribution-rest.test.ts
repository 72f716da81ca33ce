// The distribution's REST contract: the token's facts on GET /sale, read from the contract on the
// chain once at start-up, and each investor's own line on GET /user/distribution.
import { startLocalChain, type LocalChain } from '@rent/sandbox/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { updateUser } from '../src/modules/users/users.repository.js';
import { accountsConfig } from './helpers/accounts.js';
import { seedBuyer, seedOrder, signedIn } from './helpers/orders.js';
import { buildTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TX = `0x${'ab'.repeat(32)}`;

let chain: LocalChain;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  chain = await startLocalChain({ supplyTokens: 14_000_000n });
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    config: await accountsConfig({
      CHAIN_RPC_URL: chain.rpcUrl,
      CHAIN_ID: String(chain.chainId),
      RENT_CONTRACT_ADDRESS: chain.tokenAddress.toLowerCase(),
      CHAIN_EXPLORER_URL: 'https://explorer.example/',
    }),
  });
  await app.tokenFacts.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await chain?.close();
});

describe('GET /api/v1/sale token facts', () => {
  it('reads symbol, name and decimals from the contract and links the explorer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/sale' });
    expect(response.json().data.token).toEqual({
      symbol: 'RENT',
      name: 'Real Estate Network Token',
      standard: 'BEP20',
      decimals: 18,
      chain: { id: 1337, name: 'Local test chain', explorerUrl: 'https://explorer.example' },
      contractAddress: chain.tokenAddress,
      contractUrl: `https://explorer.example/token/${chain.tokenAddress}`,
    });
  });

  it('shows the configured chain and contract with unknown decimals when the chain cannot be read', async () => {
    const offline = await buildTestApp({
      database,
      config: await accountsConfig({
        CHAIN_RPC_URL: 'http://127.0.0.1:9',
        CHAIN_ID: '56',
        RENT_CONTRACT_ADDRESS: chain.tokenAddress,
        CHAIN_RPC_TIMEOUT_MS: '500',
      }),
    });
    try {
      await offline.tokenFacts.ready();
      const token = (await offline.inject({ method: 'GET', url: '/api/v1/sale' })).json().data
        .token;
      expect(token).toMatchObject({
        symbol: 'RENT',
        decimals: null,
        chain: { id: 56, name: 'BNB Smart Chain', explorerUrl: 'https://bscscan.com' },
        contractUrl: `https://bscscan.com/token/${chain.tokenAddress}`,
      });
    } finally {
      await offline.close();
    }
  });
});

describe('GET /api/v1/user/distribution', () => {
  it('answers 401 in the envelope without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/user/distribution' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(false);
  });

  it('says not planned, with the tokens the ledger credits and the wallet on record, before a plan', async () => {
    const buyer = await seedBuyer(database.db);
    await updateUser(database.db, buyer.id, {
      wallet_address: WALLET.toLowerCase(),
      wallet_address_display: WALLET,
    });
    await seedOrder(database.db, {
      user_id: buyer.id,
      status: 'credited',
      base_tokens: '1',
      bonus_tokens: '0.75',
    });
    const browser = await signedIn(app, buyer);
    const response = await browser.request({ method: 'GET', url: '/api/v1/user/distribution' });
    expect(response.json()).toEqual({
      status: true,
      message: 'Your token distribution',
      data: {
        status: 'NOT_PLANNED',
        amount: null,
        expectedAmount: '1.75',
        wallet: WALLET,
        heldReason: null,
        txHash: null,
        txUrl: null,
        blockNumber: null,
        plannedAt: null,
        sentAt: null,
        confirmedAt: null,
      },
    });
  });

  it("shows the investor's confirmed line with its transaction on the explorer", async () => {
    const buyer = await seedBuyer(database.db);
    await seedOrder(database.db, { user_id: buyer.id, status: 'credited', base_tokens: '2' });
    const frozenAt = new Date('2026-01-05T06:30:00Z');
    await database.db
      .insertInto('distribution_plans')
      .values({
        id: 1,
        frozen_at: frozenAt,
        frozen_by: 'admin-cli:treasury',
        checksum: 'test',
        holders: 1,
        held: 0,
        total_tokens: '2',
        during_sale: false,
        chain_id: 1337,
        token_address: chain.tokenAddress,
        token_decimals: 18,
        from_block: '0',
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await database.db
      .insertInto('distribution_lines')
      .values({
        user_id: buyer.id,
        wallet: WALLET,
        kyc_status: 'VERIFIED',
        base_tokens: '2',
        bonus_tokens: '0',
        referral_tokens: '0',
        total_tokens: '2',
        units: 2n * 10n ** 18n,
        status: 'confirmed',
        tx_hash: TX,
        block_number: '42',
        sent_at: frozenAt,
        confirmed_at: frozenAt,
      })
      .execute();
    const browser = await signedIn(app, buyer);
    const data = (await browser.request({ method: 'GET', url: '/api/v1/user/distribution' })).json()
      .data;
    expect(data).toEqual({
      status: 'CONFIRMED',
      amount: '2',
      expectedAmount: '2',
      wallet: WALLET,
      heldReason: null,
      txHash: TX,
      txUrl: `https://explorer.example/tx/${TX}`,
      blockNumber: '42',
      plannedAt: frozenAt.toISOString(),
      sentAt: frozenAt.toISOString(),
      confirmedAt: frozenAt.toISOString(),
    });
  });
});
