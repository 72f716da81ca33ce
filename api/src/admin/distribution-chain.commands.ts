// The distribution on chain (issue 26; decisions 0102 to 0106): `distribution plan`, `send`,
// `reconcile` and `status`, each audited where it changes anything.
import { hostname } from 'node:os';
import { BaseError, getAddress, type Address } from 'viem';
import { createChainReader, readTokenContract, type ChainConfig } from '../modules/chain/index.js';
import {
  DEFAULT_SEND_OPTIONS,
  distributionStatus,
  findPlan,
  freezePlan,
  KeystoreError,
  reconcilePlan,
  sendPlan,
  unlockKeystore,
} from '../modules/distribution/index.js';
import { recordDistributionStep } from '../modules/audit/index.js';
import { CommandError, type AdminCommand, type AdminContext } from './command.js';

function chainOf(context: AdminContext): ChainConfig {
  if (!context.chain) {
    throw new CommandError(
      'No chain is configured: set CHAIN_RPC_URL, CHAIN_ID and RENT_CONTRACT_ADDRESS ' +
        '(see docs/operations.md, "Token distribution").',
    );
  }
  return context.chain;
}

const plan: AdminCommand = {
  path: ['distribution', 'plan'],
  args: [],
  options: {
    force: { type: 'boolean', description: 'freeze while the sale is running (not final)' },
  },
  summary:
    'Freezes the distribution plan: one line per holder from the ledger, held holders mailed, audited',
  async run(context, { options }) {
    const chain = chainOf(context);
    const reader = createChainReader(chain);
    const [facts, headBlock] = await Promise.all([
      readTokenContract(reader, chain.tokenAddress),
      reader.getBlockNumber(),
    ]);
    const frozen = await freezePlan(
      {
        db: context.db,
        now: context.now(),
        actor: context.actor,
        sale: context.sale,
        publicUrl: context.publicUrl,
      },
      {
        chainId: chain.chainId,
        tokenAddress: chain.tokenAddress,
        decimals: facts.decimals,
        headBlock,
      },
      { force: options.force === true },
    );
    if (frozen.duringSale) {
      context.out('Warning: frozen while the sale is running (--force); this plan is not final.');
    }
    context.out(
      `Frozen: ${frozen.holders} holder(s), ${frozen.totalTokens} ${facts.symbol}, equal to the ` +
        `tokens sold. Checksum ${frozen.checksum}.`,
    );
    context.out(
      `Scheduled: ${frozen.scheduled} holder(s), ${frozen.scheduledTokens} ${facts.symbol}. ` +
        `Held: ${frozen.held} (KYC not verified ${frozen.heldByReason.KYC_NOT_VERIFIED}, no ` +
        `wallet ${frozen.heldByReason.NO_WALLET}), each mailed what to do.`,
    );
    context.out('From now on investors cannot change the wallet a planned line pays.');
  },
};

const send: AdminCommand = {
  path: ['distribution', 'send'],
  args: [],
  ownProcess: true,
  options: {
    'dry-run': { type: 'boolean', description: 'check everything, print totals and gas, stop' },
    batch: {
      type: 'string',
      value: '<holders>',
      description: 'pay this many holders per transaction through the disperse contract',
    },
    'lease-seconds': {
      type: 'string',
      value: '<seconds>',
      description: 'how long a stopped sender keeps others out (default 120)',
    },
    window: {
      type: 'string',
      value: '<transfers>',
      description: 'one-by-one transfers in flight at once (default 16)',
    },
    'confirm-seconds': {
      type: 'string',
      value: '<seconds>',
      description: 'how long a broadcast transaction is awaited before the run stops (default 180)',
    },
  },
  summary:
    "Sends the plan's scheduled lines from the treasury keystore, exactly once, after reconciling",
  async run(context, { options }) {
    const chain = chainOf(context);
    if (!chain.keystorePath) {
      throw new CommandError(
        'Set TREASURY_KEYSTORE to the treasury keystore file. Nothing was sent.',
      );
    }
    if (!context.keystorePassword) {
      throw new CommandError('distribution send runs from the CLI only. Nothing was sent.');
    }
    const batch = wholeNumberOption(options.batch, '--batch', 1, 500);
    const leaseSeconds = wholeNumberOption(options['lease-seconds'], '--lease-seconds', 1, 3600);
    const window = wholeNumberOption(options.window, '--window', 1, 64);
    const confirmSeconds = wholeNumberOption(
      options['confirm-seconds'],
      '--confirm-seconds',
      5,
      3600,
    );
    let account;
    try {
      account = await unlockKeystore(chain.keystorePath, await context.keystorePassword());
    } catch (error) {
      if (error instanceof KeystoreError) throw new CommandError(error.message);
      throw error;
    }
    const result = await sendPlan(
      {
        db: context.db,
        client: createChainReader(chain),
        chain,
        account,
        now: context.now,
        actor: context.actor,
        publicUrl: context.publicUrl,
        owner: `${hostname()}:${process.pid}`,
        out: context.out,
      },
      {
        ...DEFAULT_SEND_OPTIONS,
        dryRun: options['dry-run'] === true,
        batch,
        window: window ?? DEFAULT_SEND_OPTIONS.window,
        leaseMs: (leaseSeconds ?? DEFAULT_SEND_OPTIONS.leaseMs / 1000) * 1000,
        receiptTimeoutMs: (confirmSeconds ?? DEFAULT_SEND_OPTIONS.receiptTimeoutMs / 1000) * 1000,
        pollMs: chain.pollIntervalMs,
      },
    ).catch((error: unknown) => {
      // The RPC failing outside a wait (a read, an estimate) stops the run; what was signed is
      // written down and settled first by the next run.
      if (!(error instanceof BaseError)) throw error;
      throw new CommandError(
        `The chain's RPC failed: ${error.shortMessage.replace(/\.?$/, '.')} The run stopped; every transaction ` +
          'signed so far is written down. Run distribution send again: it settles them first.',
      );
    });
    if (result.dryRun) {
      context.out('Dry run: nothing was signed or sent.');
      return;
    }
    context.out(
      `Done: ${result.sentLines} holder(s) paid in ${result.transactions} transaction(s), gas used ` +
        `${result.gasUsed}. Run distribution status for the whole run.`,
    );
  },
};

const reconcile: AdminCommand = {
  path: ['distribution', 'reconcile'],
  args: [],
  summary: "Marks each line paid, unpaid or mismatched from the token's Transfer events, audited",
  async run(context) {
    const chain = chainOf(context);
    const frozen = await findPlan(context.db);
    if (!frozen) throw new CommandError('No plan is frozen yet: run distribution plan first.');
    const senders = await payingAddresses(context, chain);
    const result = await reconcilePlan(
      {
        db: context.db,
        client: createChainReader(chain),
        chain,
        now: context.now(),
        publicUrl: context.publicUrl,
      },
      frozen,
      senders,
    );
    await recordDistributionStep(
      context.db,
      { actor: context.actor, action: 'distribution.reconcile', checksum: frozen.checksum },
      {
        toBlock: result.scannedTo.toString(),
        paid: result.paid,
        newlyConfirmed: result.newlyConfirmed,
        unpaid: result.unpaid,
        mismatched: result.mismatched,
        unknownTransfers: result.unknownTransfers.length,
      },
      context.now(),
    );
    context.out(
      `Reconciled to block ${result.scannedTo}: ${result.paid} paid (${result.newlyConfirmed} ` +
        `newly confirmed), ${result.awaitingConfirmations} awaiting confirmations, ` +
        `${result.unpaid} unpaid, ${result.mismatched} mismatched.`,
    );
    for (const transfer of result.unknownTransfers) {
      context.out(
        `Not in the plan: ${transfer.value} units to ${transfer.to} in ${transfer.txHash}.`,
      );
    }
  },
};

const status: AdminCommand = {
  path: ['distribution', 'status'],
  args: [],
  summary: 'Shows the run: planned, sent, confirmed, held and mismatched holders with totals',
  async run(context) {
    const run = await distributionStatus(context.db);
    if (!run.plan) {
      context.out('No plan is frozen yet.');
      return;
    }
    const { plan: frozen, lines } = run;
    context.out(
      `Plan frozen ${frozen.frozen_at.toISOString()} by ${frozen.frozen_by}: ${frozen.holders} ` +
        `holder(s), ${frozen.total_tokens} RENT, checksum ${frozen.checksum}.`,
    );
    for (const [name, figures] of Object.entries(lines)) {
      context.out(
        `  ${name.padEnd(10)} ${String(figures.holders).padStart(7)}  ${figures.tokens} RENT`,
      );
    }
    if (run.unsettledTransactions > 0) {
      context.out(
        `${run.unsettledTransactions} transaction(s) written down and not yet settled: ` +
          'distribution send settles them first.',
      );
    }
  },
};

async function payingAddresses(context: AdminContext, chain: ChainConfig): Promise<Address[]> {
  const senders = await context.db
    .selectFrom('distribution_transfers')
    .select('from_address')
    .distinct()
    .execute();
  const addresses = new Set(senders.map((row) => getAddress(row.from_address)));
  if (chain.safeAddress) addresses.add(chain.safeAddress);
  if (chain.keystorePath) {
    const treasury = await treasuryAddressOf(chain.keystorePath);
    if (treasury) addresses.add(treasury);
  }
  return [...addresses];
}

/** The address a keystore names (its `address` field), without unlocking it. */
async function treasuryAddressOf(path: string): Promise<Address | null> {
  try {
    const { readFile } = await import('node:fs/promises');
    const json = JSON.parse(await readFile(path, 'utf8')) as { address?: unknown };
    return typeof json.address === 'string'
      ? getAddress(`0x${json.address.replace(/^0x/, '')}`)
      : null;
  } catch {
    return null;
  }
}

function wholeNumberOption(
  value: string | boolean | undefined,
  name: string,
  min: number,
  max: number,
): number | null {
  if (value === undefined) return null;
  const text = String(value);
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new CommandError(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(text);
}

export const distributionChainCommands: readonly AdminCommand[] = [plan, send, reconcile, status];
