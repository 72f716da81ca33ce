import { describe, expect, it } from 'vitest';
import { INVALID_WALLET_ADDRESS, looksLikeBep20Address, walletSchema } from './bep20';

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('the BEP20 wallet check', () => {
  it('accepts 0x and 40 hex digits in any case, around spaces', () => {
    expect(looksLikeBep20Address(address)).toBe(true);
    expect(looksLikeBep20Address(` ${address.toLowerCase()} `)).toBe(true);
  });

  it.each([
    ['too short', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['without 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00'],
    ['with a letter beyond f', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
    ['the zero address', `0x${'0'.repeat(40)}`],
  ])('refuses an address %s', (_, value) => {
    expect(looksLikeBep20Address(value)).toBe(false);
  });

  it('gives the one message of SPEC.md for an empty or malformed wallet', async () => {
    await expect(walletSchema.validate({ walletAddress: '' })).rejects.toThrow(
      INVALID_WALLET_ADDRESS,
    );
    await expect(walletSchema.validate({ walletAddress: '0x123' })).rejects.toThrow(
      'Invalid wallet address. Must be a valid BEP20 address',
    );
    await expect(walletSchema.validate({ walletAddress: address })).resolves.toBeTruthy();
  });
});
