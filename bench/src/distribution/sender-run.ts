// The real sender (`sendPlan`, as `distribution send` runs it) on the local chain: a plan of
// `holders` frozen in an in-memory PGlite, paid one by one (window 16) and, on a fresh chain and
// database, batched through the disperse contract. Seconds per transaction show what the sender
// adds to the chain's own work: waiting for receipts and confirmations.
import { LOCAL_TREASURY_KEY, startLocalChain } from '@rent/sandbox/chain';
import {
  createChainReader,
  createDatabase,
  DEFAULT_SEND_OPTIONS,
  defaultSaleDefinition,
  freezePlan,
  migrateToLatest,
  sendPlan,
  type ChainConfig,
} from '@rent/api/testing';
import { sql } from 'kysely';
import { privateKeyToAccount } from 'viem/accounts';

const BATCH = 10;

export async function measureSender(holders: number): Promise<void> {
  console.info(
    `\ndistribution send on the local chain, ${holders} holders one by one and batched by ${BATCH}`,
  );
  const rows = [await sendOnce(holders, null), await sendOnce(holders, BATCH)];
  console.table(rows);
}

async function sendOnce(holders: number, batch: number | null) {
  const chain = await startLocalChain({ supplyTokens: 14_000_000n });
  const database = createDatabase({});
  try {
    await migrateToLatest(database.db);
    await seedHolders(database, holders);
    const config: ChainConfig = {
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      tokenAddress: chain.tokenAddress,
      disperseAddress: chain.disperseAddress,
      safeAddress: null,
      confirmations: 1,
      gasPriceCapWei: 5_000_000_000n,
      explorerUrl: null,
      rpcTimeoutMs: 10_000,
      pollIntervalMs: DEFAULT_SEND_OPTIONS.pollMs,
      keystorePath: null,
    };
    const client = createChainReader(config);
    await freezePlan(
      {
        db: database.db,
        now: new Date('2026-01-05T06:30:00Z'),
        actor: 'bench',
        sale: defaultSaleDefinition(),
        publicUrl: 'http://localhost:4000',
      },
      { chainId: 1337, tokenAddress: chain.tokenAddress, decimals: 18, headBlock: 0n },
      { force: false },
    );
    const started = performance.now();
    const result = await sendPlan(
      {
        db: database.db,
        client,
        chain: config,
        account: privateKeyToAccount(LOCAL_TREASURY_KEY),
        now: () => new Date(),
        actor: 'bench',
        publicUrl: 'http://localhost:4000',
        owner: 'bench:1',
        out: () => {},
      },
      { ...DEFAULT_SEND_OPTIONS, batch },
    );
    const seconds = (performance.now() - started) / 1000;
    const transactions = result.transactions + (batch === null ? 0 : 1);
    return {
      mode: batch === null ? 'one by one (window 16)' : `batched by ${batch}`,
      holders: result.sentLines,
      'transactions (approval included)': transactions,
      'time (s)': seconds.toFixed(2),
      's per transaction': (seconds / transactions).toFixed(2),
      'holders/s': (result.sentLines / seconds).toFixed(1),
    };
  } finally {
    await database.close();
    await chain.close();
  }
}

/** KYC-verified holders with a wallet and one credited order each, set-wise. */
async function seedHolders(database: ReturnType<typeof createDatabase>, holders: number) {
  await sql`
    insert into users (fullname, email, password_hash, referral_code, accepted_terms_at,
                       email_verified_at, kyc_status, wallet_address, wallet_address_display,
                       created_at, updated_at)
    select 'Holder ' || i, 'holder-' || i || '@bench.example', 'x', 'H' || lpad(i::text, 7, '0'),
           now(), now(), 'VERIFIED', w.address, w.address, now(), now()
    from generate_series(1, ${holders}::int) as i
    cross join lateral (select '0x' || lpad(to_hex(1000 + i), 40, '0') as address) as w
  `.execute(database.db);
  await sql`
    insert into orders (purchase_id, user_id, purchase_date, created_at, updated_at,
                        credited_at, amount_paid_paise, base_tokens, bonus_tokens, total_tokens,
                        bonus_percent, phase_name, payment_method, status)
    select 'RENT-D' || lpad(row_number() over ()::text, 7, '0'), u.id, now(), now(), now(),
           now(), 100000, 10, 2.25, 12.25, 25, 'Pre-Sale', 'paytm', 'credited'
    from users u
  `.execute(database.db);
  await sql`
    update sale_supply set sold_tokens = (select sum(total_tokens) from orders) where id = 1
  `.execute(database.db);
}
