import { describe, expect, it } from 'vitest';
import { pdfSafeText } from './pdf-text';

describe('pdfSafeText', () => {
  it('writes the rupee sign as INR, which the built-in fonts can print', () => {
    expect(pdfSafeText('1 RENT = ₹1000')).toBe('1 RENT = INR 1000');
    expect(pdfSafeText('pays ₹10,000 (₹ 1000 each)')).toBe('pays INR 10,000 (INR 1000 each)');
  });

  it('keeps the typography of the Windows-1252 set', () => {
    const text = 'investor’s 10 × 15 ÷ 100 – “fixed” € …';
    expect(pdfSafeText(text)).toBe(text);
  });

  it('refuses characters the fonts would silently drop', () => {
    expect(() => pdfSafeText('1 USD ≈ ₹85')).toThrow('cannot print "≈" (U+2248)');
    expect(() => pdfSafeText('Sign up → buy')).toThrow('U+2192');
    expect(() => pdfSafeText('line one\nline two')).toThrow('U+000A');
  });
});
