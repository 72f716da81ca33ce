import { describe, expect, it } from 'vitest';
import { checkBep20Address, toChecksumAddress } from './bep20-address.js';

const noExchanges = () => false;

// The test vectors of EIP-55 itself (https://eips.ethereum.org/EIPS/eip-55).
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('EIP-55 checksums', () => {
  it.each(EIP55_VECTORS)('computes %s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address);
  });
});

describe('BEP20 receiving addresses', () => {
  it.each(EIP55_VECTORS)('accepts %s as given and in lowercase', (address) => {
    for (const typed of [address, address.toLowerCase(), ` ${address}\n`]) {
      expect(checkBep20Address(typed, noExchanges)).toEqual({
        valid: true,
        normalised: address.toLowerCase(),
        display: address,
      });
    }
  });

  it('accepts an all-uppercase address, which carries no checksum', () => {
    const upper = '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED';
    expect(checkBep20Address(upper, noExchanges)).toMatchObject({
      valid: true,
      display: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
  });

  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'checksum'],
    ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'checksum'],
    ['0x0000000000000000000000000000000000000000', 'zero'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'format'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0', 'format'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'format'],
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format'],
    ['0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'format'],
    ['0x 5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'format'],
    ['', 'format'],
  ])('refuses %j (%s)', (typed, reason) => {
    expect(checkBep20Address(typed, noExchanges)).toEqual({ valid: false, reason });
  });

  it('refuses a known exchange wallet, compared in lowercase', () => {
    const exchange = '0x8894e0a0c962cb723c1976a4421c95949be2d4e3';
    const isExchange = (address: string) => address === exchange;
    expect(checkBep20Address('0x8894E0a0c962CB723c1976a4421c95949bE2D4E3', isExchange)).toEqual({
      valid: false,
      reason: 'exchange',
    });
  });
});
