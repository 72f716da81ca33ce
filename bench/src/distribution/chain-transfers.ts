// Transfers on the local chain (ganache in process, one block per transaction): `holders` fresh
// wallets paid one `transfer` each, pipelined as the sender does (signed with consecutive nonces,
// then awaited), against the same number paid through the disperse contract in batches. Gas per
// holder is the gas used divided by the holders paid (the approval included for batches).
import { LOCAL_TREASURY_KEY, startLocalChain } from '@rent/sandbox/chain';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const DISPERSE_ABI = parseAbi([
  'function disperseToken(address token, address[] recipients, uint256[] values)',
]);
const BATCH = 100;
const UNITS = 12_250_000_000_000_000_000n;

export async function measureChainTransfers(holders: number): Promise<void> {
  console.info(`\nTransfers on the local chain, ${holders} holders each way`);
  const chain = await startLocalChain({ supplyTokens: 14_000_000n });
  try {
    const local = defineChain({
      id: chain.chainId,
      name: 'local',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    const client = createPublicClient({ chain: local, transport: http(chain.rpcUrl) });
    const wallet = createWalletClient({
      account: privateKeyToAccount(LOCAL_TREASURY_KEY),
      chain: local,
      transport: http(chain.rpcUrl),
    });
    const wallets = (count: number): Address[] =>
      Array.from({ length: count }, () => privateKeyToAccount(generatePrivateKey()).address);

    const send = async (to: Address, data: Hex, gas: bigint) =>
      wallet.sendTransaction({ to, data, gas, type: 'legacy' });
    const settle = async (hashes: Hex[]) => {
      let gas = 0n;
      for (const hash of hashes) {
        const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
        if (receipt.status !== 'success') throw new Error(`${hash} reverted`);
        gas += receipt.gasUsed;
      }
      return gas;
    };

    const single = wallets(holders);
    let started = performance.now();
    const singleHashes: Hex[] = [];
    for (const to of single) {
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, UNITS],
      });
      singleHashes.push(await send(chain.tokenAddress, data, 100_000n));
    }
    const singleGas = await settle(singleHashes);
    const singleSeconds = (performance.now() - started) / 1000;

    const batched = wallets(holders);
    started = performance.now();
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.disperseAddress, UNITS * BigInt(holders)],
    });
    const batchHashes: Hex[] = [await send(chain.tokenAddress, approve, 100_000n)];
    for (let start = 0; start < batched.length; start += BATCH) {
      const part = batched.slice(start, start + BATCH);
      const data = encodeFunctionData({
        abi: DISPERSE_ABI,
        functionName: 'disperseToken',
        args: [chain.tokenAddress, part, part.map(() => UNITS)],
      });
      batchHashes.push(
        await send(chain.disperseAddress, data, 40_000n + 40_000n * BigInt(part.length)),
      );
    }
    const batchGas = await settle(batchHashes);
    const batchSeconds = (performance.now() - started) / 1000;

    console.table([
      row('one by one', holders, singleHashes.length, singleSeconds, singleGas),
      row(`batched by ${BATCH}`, holders, batchHashes.length, batchSeconds, batchGas),
    ]);
  } finally {
    await chain.close();
  }
}

function row(mode: string, holders: number, transactions: number, seconds: number, gas: bigint) {
  return {
    mode,
    holders,
    transactions,
    'time (s)': seconds.toFixed(2),
    'holders/s': (holders / seconds).toFixed(1),
    'gas per holder': Number(gas / BigInt(holders)),
  };
}
