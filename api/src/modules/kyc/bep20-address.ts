// BEP20 receiving addresses (DESIGN.md §4). BNB Smart Chain uses Ethereum's address format: `0x` and
// 40 hex digits, with the EIP-55 checksum carried by the case of the letters. An all-lowercase or
// all-uppercase address carries no checksum; a mixed-case one must carry the right one, since a
// wrong case means a mistyped address.
import { keccak_256 } from '@noble/hashes/sha3.js';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

export interface Bep20Address {
  /** Lowercase, as stored and compared. */
  normalised: string;
  /** EIP-55 checksummed, as shown to people. */
  display: string;
}

export type AddressVerdict =
  | ({ valid: true } & Bep20Address)
  | { valid: false; reason: 'format' | 'checksum' | 'zero' | 'exchange' };

/** The EIP-55 form of a well-formed address (any case). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let checksummed = '0x';
  for (let index = 0; index < hex.length; index += 1) {
    const character = hex.charAt(index);
    const hashByte = hash[index >> 1] ?? 0;
    const nibble = index % 2 === 0 ? hashByte >> 4 : hashByte & 0x0f;
    checksummed += nibble >= 8 ? character.toUpperCase() : character;
  }
  return checksummed;
}

/**
 * Checks a receiving address as typed (surrounding spaces ignored). `isExchangeWallet` says
 * whether a lowercase address belongs to a known exchange.
 */
export function checkBep20Address(
  input: string,
  isExchangeWallet: (normalised: string) => boolean,
): AddressVerdict {
  const typed = input.trim();
  if (!ADDRESS.test(typed)) return { valid: false, reason: 'format' };
  const display = toChecksumAddress(typed);
  const digits = typed.slice(2);
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixedCase && typed !== display) return { valid: false, reason: 'checksum' };
  const normalised = typed.toLowerCase();
  if (normalised === ZERO_ADDRESS) return { valid: false, reason: 'zero' };
  if (isExchangeWallet(normalised)) return { valid: false, reason: 'exchange' };
  return { valid: true, normalised, display };
}
