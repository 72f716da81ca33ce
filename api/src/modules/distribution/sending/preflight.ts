// Everything `distribution send` checks before the first signature (decision 0105): the chain,
// the contract, the plan against the ledger, the amounts against the token's decimals, and the
// treasury's tokens and gas for what is left to send. A refusal here signs nothing.
import type { Kysely } from 'kysely';
import { getAddress, type Address, type PublicClient } from 'viem';
import type { Database } from '../../../db/schema.js';
import { conflict } from '../../../lib/errors.js';
import {
  fromTokenUnits,
  readTokenContract,
  toTokenUnits,
  TooFineAmountError,
  type ChainConfig,
} from '../../chain/index.js';
import type { DistributionPlanRow } from '../distribution.table.js';
import { planChecksum } from '../plan-checksum.js';
import { ledgerHolders } from '../plan.repository.js';
import { tokenBalance, transferData } from './treasury-chain.js';

const NOTHING_SENT = 'Nothing was sent.';

/** The chain and the contract are the ones configured and planned for. */
export async function checkChainAndContract(
  client: PublicClient,
  chain: ChainConfig,
  plan: DistributionPlanRow,
): Promise<{ symbol: string; decimals: number }> {
  const chainId = await client.getChainId();
  if (chainId !== chain.chainId) {
    throw conflict(
      `The RPC endpoint serves chain ${chainId}, but CHAIN_ID is ${chain.chainId}. ${NOTHING_SENT}`,
    );
  }
  if (plan.chain_id !== chain.chainId || getAddress(plan.token_address) !== chain.tokenAddress) {
    throw conflict(
      `The plan was frozen for contract ${plan.token_address} on chain ${plan.chain_id}, but the ` +
        `configuration names ${chain.tokenAddress} on chain ${chain.chainId}. ${NOTHING_SENT}`,
    );
  }
  const code = await client.getCode({ address: chain.tokenAddress });
  if (!code || code === '0x') {
    throw conflict(
      `There is no contract at ${chain.tokenAddress} on chain ${chainId}. ${NOTHING_SENT}`,
    );
  }
  let facts;
  try {
    facts = await readTokenContract(client, chain.tokenAddress);
  } catch {
    throw conflict(
      `The contract at ${chain.tokenAddress} does not answer as an ERC-20 token. ${NOTHING_SENT}`,
    );
  }
  if (facts.decimals !== plan.token_decimals) {
    throw conflict(
      `The contract has ${facts.decimals} decimals but the plan was frozen for ` +
        `${plan.token_decimals}. ${NOTHING_SENT}`,
    );
  }
  return { symbol: facts.symbol, decimals: facts.decimals };
}

/** The ledger still gives every holder what the plan froze, and each amount fits the token. */
export async function checkPlanAgainstLedger(
  db: Kysely<Database>,
  plan: DistributionPlanRow,
  decimals: number,
): Promise<void> {
  const holders = await ledgerHolders(db);
  if (planChecksum(holders) !== plan.checksum) {
    throw conflict(
      "The plan's checksum no longer matches the ledger: tokens were credited, refunded or " +
        `corrected since the freeze. ${NOTHING_SENT} Check the ledger with the team.`,
    );
  }
  const lines = await db
    .selectFrom('distribution_lines')
    .select(['total_tokens', 'units', 'wallet'])
    .execute();
  for (const line of lines) {
    try {
      if (toTokenUnits(line.total_tokens, decimals) !== BigInt(line.units)) {
        throw conflict(
          `The line paying ${line.wallet ?? 'a held holder'} does not match its token units. ` +
            NOTHING_SENT,
        );
      }
    } catch (error) {
      if (error instanceof TooFineAmountError) throw conflict(`${error.message} ${NOTHING_SENT}`);
      throw error;
    }
  }
}

export interface Funding {
  tokensNeeded: bigint;
  tokensHeld: bigint;
  gasPrice: bigint;
  gasPerTransfer: bigint;
  gasEstimate: bigint;
  gasFunds: bigint;
}

/** The treasury holds the tokens left to send and the gas to send them, at a price under the cap. */
export async function checkFunding(
  client: PublicClient,
  chain: ChainConfig,
  treasury: Address,
  pending: { wallet: Address; units: bigint }[],
  decimals: number,
): Promise<Funding> {
  const tokensNeeded = pending.reduce((sum, line) => sum + line.units, 0n);
  const tokensHeld = await tokenBalance(client, chain.tokenAddress, treasury);
  if (tokensHeld < tokensNeeded) {
    throw conflict(
      `The treasury ${treasury} holds ${fromTokenUnits(tokensHeld, decimals)} RENT but ` +
        `${fromTokenUnits(tokensNeeded, decimals)} RENT are left to send. ${NOTHING_SENT}`,
    );
  }
  const gasPrice = await client.getGasPrice();
  if (gasPrice > chain.gasPriceCapWei) {
    throw conflict(
      `The chain's gas price (${gwei(gasPrice)} gwei) is above the cap ` +
        `CHAIN_GAS_PRICE_CAP_GWEI (${gwei(chain.gasPriceCapWei)} gwei). ${NOTHING_SENT}`,
    );
  }
  const first = pending[0];
  const gasPerTransfer = first
    ? await client.estimateGas({
        account: treasury,
        to: chain.tokenAddress,
        data: transferData(first.wallet, first.units),
      })
    : 0n;
  // Every transaction is given a limit of 1.5× the estimate; that is what the gas funds must cover.
  const gasEstimate = (gasPerTransfer * BigInt(pending.length) * 3n) / 2n;
  const gasFunds = await client.getBalance({ address: treasury });
  const gasCost = gasEstimate * gasPrice;
  if (gasFunds < gasCost) {
    throw conflict(
      `The treasury ${treasury} holds ${fromTokenUnits(gasFunds, 18)} BNB for gas but the ` +
        `transfers may cost up to ${fromTokenUnits(gasCost, 18)} BNB. ${NOTHING_SENT}`,
    );
  }
  return { tokensNeeded, tokensHeld, gasPrice, gasPerTransfer, gasEstimate, gasFunds };
}

export const gwei = (wei: bigint) => fromTokenUnits(wei, 9);
