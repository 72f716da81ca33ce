import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from './bep20-address.js';
import { loadExchangeWallets } from './exchange-wallets.js';

describe('the list of exchange wallets', () => {
  const list = loadExchangeWallets();

  it('names each wallet’s exchange and source, once, in checksummed form', () => {
    expect(list.wallets.length).toBeGreaterThan(20);
    const addresses = list.wallets.map(({ address }) => address.toLowerCase());
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const wallet of list.wallets) {
      expect(toChecksumAddress(wallet.address)).toBe(wallet.address);
      expect(wallet.exchange).not.toBe('');
      expect(wallet.source).toMatch(/BscScan/);
    }
  });

  it('knows Binance’s hot wallets and an Indian exchange’s', () => {
    expect(list.has('0x8894e0a0c962cb723c1976a4421c95949be2d4e3')).toBe(true);
    expect(list.has('0xf977814e90da44bfa03b6295a0616a897441acec')).toBe(true);
    expect(list.wallets.some(({ exchange }) => exchange === 'CoinDCX')).toBe(true);
    expect(list.has('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
  });

  it('refuses a malformed list rather than letting every address through', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rent-exchanges-'));
    try {
      const file = join(folder, 'list.json');
      await writeFile(file, JSON.stringify({ description: '', source: 'x', wallets: [] }));
      expect(() => loadExchangeWallets(file)).toThrow(/not a list of exchange wallets/);
      const wallet = {
        address: '0x8894e0a0c962cb723c1976a4421c95949be2d4e3',
        exchange: 'Binance',
        label: 'Binance: Hot Wallet 6',
        source: 'BscScan',
      };
      await writeFile(file, JSON.stringify({ description: '', source: 'x', wallets: [wallet] }));
      expect(() => loadExchangeWallets(file)).toThrow(/EIP-55/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
