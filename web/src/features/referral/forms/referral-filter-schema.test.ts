import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  bonusBound,
  filterMessages,
  NO_FILTER,
  referralFilterSchema,
  type ReferralFilterValues,
} from './referral-filter-schema';

function messagesFor(values: Partial<ReferralFilterValues>): string[] {
  try {
    referralFilterSchema.validateSync({ ...NO_FILTER, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('the referral filter', () => {
  it('may be left empty', () => {
    expect(messagesFor({})).toEqual([]);
  });

  it('accepts one open bound, and bounds that meet', () => {
    expect(messagesFor({ dateFrom: '2025-09-01' })).toEqual([]);
    expect(messagesFor({ dateFrom: '2025-09-01', dateTo: '2025-09-01' })).toEqual([]);
    expect(messagesFor({ minBonus: '2.5', maxBonus: '2.50' })).toEqual([]);
    expect(messagesFor({ maxBonus: '0' })).toEqual([]);
  });

  it('refuses dates that are not on the calendar', () => {
    expect(messagesFor({ dateFrom: '2025-02-30' })).toEqual([filterMessages.invalidDate]);
    expect(messagesFor({ dateTo: '01/09/2025' })).toEqual([filterMessages.invalidDate]);
  });

  it('refuses an end date before the start date', () => {
    expect(messagesFor({ dateFrom: '2025-09-02', dateTo: '2025-09-01' })).toEqual([
      filterMessages.datesReversed,
    ]);
  });

  it('refuses bonuses that are not numbers or are negative', () => {
    expect(messagesFor({ minBonus: 'ten' })).toEqual([filterMessages.invalidBonus]);
    expect(messagesFor({ maxBonus: '1e3' })).toEqual([filterMessages.invalidBonus]);
    expect(messagesFor({ minBonus: '-0.5' })).toEqual([filterMessages.negativeBonus]);
  });

  it('compares bonuses as decimals, not as text', () => {
    expect(messagesFor({ minBonus: '9', maxBonus: '10' })).toEqual([]);
    expect(messagesFor({ minBonus: '10', maxBonus: '9.99' })).toEqual([
      filterMessages.bonusesReversed,
    ]);
  });
});

describe('bonusBound', () => {
  it('spells a bound as the gateway wants it', () => {
    expect(bonusBound(' 05.50 ')).toBe('5.5');
    expect(bonusBound('0')).toBe('0');
    expect(bonusBound('')).toBeNull();
    expect(bonusBound('-1')).toBeNull();
  });
});
