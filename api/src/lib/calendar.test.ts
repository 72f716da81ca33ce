import { describe, expect, it } from 'vitest';
import { hasTurned, isCalendarDay } from './calendar.js';

describe('calendar days', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1990-13-01', false],
    ['1990-00-10', false],
    ['1990-1-1', false],
    ['1990-01-01T00:00:00Z', false],
  ])('knows whether %s exists', (text, exists) => {
    expect(isCalendarDay(text)).toBe(exists);
  });

  it.each([
    ['2007-07-15', '2025-07-14', false],
    ['2007-07-15', '2025-07-15', true],
    ['2008-02-29', '2026-02-28', false],
    ['2008-02-29', '2026-03-01', true],
    ['2008-02-29', '2026-02-29', true],
  ])('someone born on %s has turned 18 on %s: %s', (birthday, today, adult) => {
    expect(hasTurned(birthday, 18, today)).toBe(adult);
  });
});
