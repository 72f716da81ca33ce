// The repository's contracts on the local chain: RENT's fixed supply minted to the treasury with
// 18 decimals, and Disperse paying each holder straight from the caller, refusing lists that
// differ in length and payments beyond the caller's approval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, custom, erc20Abi, parseAbi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_TREASURY_KEY, startLocalChain, type LocalChain } from './local-chain.js';

const DISPERSE = parseAbi([
  'function disperseToken(address token, address[] recipients, uint256[] values)',
]);
const local = {
  id: 1337,
  name: 'Local test chain',
  nativeCurrency: { name: 'Test BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: [] } },
} as const;

let chain: LocalChain;

beforeAll(async () => {
  chain = await startLocalChain({ supplyTokens: 1_000n });
}, 120_000);

afterAll(async () => {
  await chain?.close();
});

const reader = () => createPublicClient({ transport: custom(chain.provider) });
const treasury = () =>
  createWalletClient({
    account: privateKeyToAccount(LOCAL_TREASURY_KEY),
    chain: local,
    transport: custom(chain.provider),
  });
const balance = (address: `0x${string}`) =>
  reader().readContract({
    address: chain.tokenAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
const holder = () => privateKeyToAccount(generatePrivateKey()).address;

describe('RentToken', () => {
  it('mints the whole supply to the treasury, with its name, symbol and 18 decimals', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      reader().readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName });
    expect(await read('name')).toBe('Real Estate Network Token');
    expect(await read('symbol')).toBe('RENT');
    expect(await read('decimals')).toBe(18);
    expect(await read('totalSupply')).toBe(1_000n * 10n ** 18n);
    expect(await balance(chain.treasuryAddress)).toBe(1_000n * 10n ** 18n);
  });
});

describe('Disperse', () => {
  it('pays each holder from the approving caller', async () => {
    const [first, second] = [holder(), holder()];
    await treasury().writeContract({
      address: chain.tokenAddress,
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.disperseAddress, 5n],
    });
    await treasury().writeContract({
      address: chain.disperseAddress,
      abi: DISPERSE,
      functionName: 'disperseToken',
      args: [chain.tokenAddress, [first, second], [2n, 3n]],
    });
    expect(await balance(first)).toBe(2n);
    expect(await balance(second)).toBe(3n);
    expect(await balance(chain.disperseAddress)).toBe(0n);
  });

  it('refuses lists of different lengths', async () => {
    await expect(
      reader().simulateContract({
        account: chain.treasuryAddress,
        address: chain.disperseAddress,
        abi: DISPERSE,
        functionName: 'disperseToken',
        args: [chain.tokenAddress, [holder()], [1n, 2n]],
      }),
    ).rejects.toThrow();
  });

  it('refuses to pay more than the caller approved', async () => {
    await expect(
      reader().simulateContract({
        account: chain.treasuryAddress,
        address: chain.disperseAddress,
        abi: DISPERSE,
        functionName: 'disperseToken',
        args: [chain.tokenAddress, [holder()], [10n ** 18n]],
      }),
    ).rejects.toThrow();
  });
});
