import { describe, expect, it } from 'vitest';
import {
  endOfIndianDay,
  hasTurned,
  isCalendarDay,
  startOfIndianDay,
  todayInIndia,
} from './calendar.js';

describe('calendar days', () => {
  it('tells today on the calendar of India', () => {
    expect(todayInIndia(new Date('2025-07-14T18:29:59Z'))).toBe('2025-07-14');
    expect(todayInIndia(new Date('2025-07-14T18:30:00Z'))).toBe('2025-07-15');
  });

  it('knows when a day of India begins and ends', () => {
    expect(startOfIndianDay('2025-07-15').toISOString()).toBe('2025-07-14T18:30:00.000Z');
    expect(endOfIndianDay('2025-07-15').toISOString()).toBe('2025-07-15T18:30:00.000Z');
    expect(endOfIndianDay('2024-02-28').toISOString()).toBe('2024-02-28T18:30:00.000Z');
  });

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
