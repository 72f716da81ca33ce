import { describe, expect, it } from 'vitest';
import {
  percentSold,
  percentSoldText,
  priceInCurrency,
  readTypedAmount,
  rentForAmount,
} from './calculator.js';
import { formatDecimal } from './decimal.js';
import { rupeesForTokens } from './money.js';

const rates = { INR: 1, USD: 85.53, AED: 23.33 };

describe('rentForAmount', () => {
  it('converts rupees at the fixed price of ₹1000 per RENT', () => {
    expect(rentForAmount('1000', 'INR', rates)).toBe('1');
    expect(rentForAmount('2500', 'INR', rates)).toBe('2.5');
  });

  it('converts dollars and dirhams through their rupee rate, to 2 decimals', () => {
    expect(rentForAmount('100', 'USD', rates)).toBe('8.55');
    expect(rentForAmount('100', 'AED', rates)).toBe('2.33');
    expect(rentForAmount('12.5', 'USD', { ...rates, USD: 88.4 })).toBe('1.11');
  });

  it('rounds half up at the second decimal', () => {
    expect(rentForAmount('5', 'INR', rates)).toBe('0.01');
    expect(rentForAmount('4.99', 'INR', rates)).toBe('0');
    expect(rentForAmount('1005', 'INR', rates)).toBe('1.01');
  });

  it('gives 0 for an unreadable or negative amount', () => {
    for (const amount of ['', 'abc', '12abc', '-100', '1e3']) {
      expect(rentForAmount(amount, 'INR', rates)).toBe('0');
    }
  });

  it('reads grouping commas, Indian or thousands', () => {
    expect(rentForAmount('10,000', 'INR', rates)).toBe('10');
    expect(rentForAmount('1,00,000', 'INR', rates)).toBe('100');
    expect(rentForAmount('100,000.50', 'INR', rates)).toBe('100');
    expect(rentForAmount(' 12,34,567.89 ', 'INR', rates)).toBe('1234.57');
  });

  it('gives 0 for a comma that is not a grouping', () => {
    for (const amount of ['1,5', '10,00', ',100', '100,', '1,,000', '1,000,00', '+1,000']) {
      expect(rentForAmount(amount, 'INR', rates)).toBe('0');
    }
  });

  it('gives 0 for a currency it has no rate for', () => {
    expect(rentForAmount('100', 'EUR', rates)).toBe('0');
    expect(rentForAmount('100', 'toString', rates)).toBe('0');
  });

  it('uses the price the sale announces', () => {
    expect(rentForAmount('1000', 'INR', rates, '500')).toBe('2');
  });
});

describe('priceInCurrency', () => {
  it('gives the dollar price of one RENT', () => {
    expect(priceInCurrency('1000', 85.53)).toBe('11.69');
    expect(priceInCurrency('1000', 80)).toBe('12.5');
  });

  it('has no answer for a zero rate', () => {
    expect(priceInCurrency('1000', 0)).toBeNull();
  });
});

describe('percentSold', () => {
  it('is sold ÷ hard cap × 100 to 2 decimals', () => {
    expect(percentSold('0', '14000000')).toBe(0);
    expect(percentSold('1400000', '14000000')).toBe(10);
    expect(percentSold('1234567', '14000000')).toBe(8.82);
    expect(percentSold('700', '14000000')).toBe(0.01);
    expect(percentSold('699', '14000000')).toBe(0);
  });

  it('never goes above 100', () => {
    expect(percentSold('14000000', '14000000')).toBe(100);
    expect(percentSold('15000000', '14000000')).toBe(100);
  });

  it('is 0 when the figures cannot be read', () => {
    expect(percentSold('many', '14000000')).toBe(0);
    expect(percentSold('100', '0')).toBe(0);
  });
});

describe('rupeesForTokens', () => {
  it('is tokens × the price of one RENT', () => {
    expect(rupeesForTokens('3')).toBe('3000');
    expect(rupeesForTokens('3', '1000.00')).toBe('3000');
    expect(rupeesForTokens('123456789012345678')).toBe('123456789012345678000');
  });

  it('has no answer for text that is not a number', () => {
    expect(rupeesForTokens('three')).toBeNull();
  });
});

describe('readTypedAmount', () => {
  it('reads what readDecimal reads, and grouped digits', () => {
    const read = (text: string) => {
      const value = readTypedAmount(text);
      return value ? formatDecimal(value) : null;
    };
    expect(read('2500.50')).toBe('2500.5');
    expect(read('.5')).toBe('0.5');
    expect(read('1,000')).toBe('1000');
    expect(read('99,99,999.5')).toBe('9999999.5');
    expect(read('1e3')).toBeNull();
    expect(read('1 000')).toBeNull();
  });
});

describe('percentSoldText', () => {
  it('writes 2 decimals, and never 0 once anything is sold', () => {
    expect(percentSoldText('0', '14000000')).toBe('0.00%');
    expect(percentSoldText('60.75', '14000000')).toBe('<0.01%');
    expect(percentSoldText('699', '14000000')).toBe('<0.01%');
    expect(percentSoldText('700', '14000000')).toBe('0.01%');
    expect(percentSoldText('1234567', '14000000')).toBe('8.82%');
    expect(percentSoldText('15000000', '14000000')).toBe('100.00%');
  });
});
