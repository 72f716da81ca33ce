import { describe, expect, it } from 'vitest';
import { newBankTxnId, newTxnId, txnDate } from './transactions.js';

describe('transaction dates and ids', () => {
  it('write dates in India Standard Time as yyyy-MM-dd HH:mm:ss.S', () => {
    expect(txnDate(new Date('2025-11-21T10:00:00.789Z'))).toBe('2025-11-21 15:30:00.0');
    expect(txnDate(new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01 00:00:00.0');
  });

  it('start a transaction id with its IST date, 35 digits in all', () => {
    const id = newTxnId(new Date('2025-11-21T19:00:00Z'));
    expect(id).toMatch(/^20251122\d{27}$/);
    expect(newTxnId(new Date())).not.toBe(newTxnId(new Date()));
  });

  it('give the bank a 12-digit reference', () => {
    expect(newBankTxnId()).toMatch(/^\d{12}$/);
  });
});
