// Referral codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), about 40 bits
// of randomness, so codes cannot be enumerated by guessing.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newReferralCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Codes are typed by people and case does not matter. */
export function normaliseReferralCode(code: string): string {
  return code.trim().toUpperCase();
}
