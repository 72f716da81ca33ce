// What the sender asks of the chain, through viem: reads, raw broadcasts and Transfer events.
import {
  encodeFunctionData,
  erc20Abi,
  parseAbi,
  parseEventLogs,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';

export const DISPERSE_ABI = parseAbi([
  'function disperseToken(address token, address[] recipients, uint256[] values)',
]);

export const transferData = (to: Address, units: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] });

export const approveData = (spender: Address, units: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, units] });

export const disperseData = (token: Address, recipients: Address[], values: bigint[]): Hex =>
  encodeFunctionData({
    abi: DISPERSE_ABI,
    functionName: 'disperseToken',
    args: [token, recipients, values],
  });

export interface TokenTransfer {
  from: Address;
  to: Address;
  value: bigint;
  txHash: Hex;
  blockNumber: bigint;
}

/** Transfer events of the token from any of `senders`, read in ranges of `step` blocks. */
export async function transfersFrom(
  client: PublicClient,
  token: Address,
  senders: Address[],
  fromBlock: bigint,
  toBlock: bigint,
  step = 5_000n,
): Promise<TokenTransfer[]> {
  const found: TokenTransfer[] = [];
  for (let start = fromBlock; start <= toBlock; start += step) {
    const end = start + step - 1n < toBlock ? start + step - 1n : toBlock;
    const logs = await client.getLogs({
      address: token,
      event: erc20Abi.find((item) => item.type === 'event' && item.name === 'Transfer') as Extract<
        (typeof erc20Abi)[number],
        { type: 'event'; name: 'Transfer' }
      >,
      args: { from: senders },
      fromBlock: start,
      toBlock: end,
    });
    for (const log of parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs })) {
      found.push({
        from: log.args.from,
        to: log.args.to,
        value: log.args.value,
        txHash: log.transactionHash,
        blockNumber: log.blockNumber,
      });
    }
  }
  return found;
}

export async function tokenBalance(client: PublicClient, token: Address, holder: Address) {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });
}

export async function tokenAllowance(
  client: PublicClient,
  token: Address,
  owner: Address,
  spender: Address,
) {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });
}
