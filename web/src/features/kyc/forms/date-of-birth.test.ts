import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthToIso, isoToDateOfBirth } from './date-of-birth';

describe('the date of birth as typed and as sent', () => {
  it('rearranges day-month-year into year-month-day', () => {
    expect(dateOfBirthToIso('12-04-1990')).toBe('1990-04-12');
    expect(dateOfBirthToIso(' 12/04/1990 ')).toBe('1990-04-12');
    expect(dateOfBirthToIso('1.4.1990')).toBe('1990-04-01');
  });

  it.each(['31-04-1990', '29-02-2001', '00-01-1990', '12-13-1990', '1990-04-12', '12041990', ''])(
    'refuses %j, which is not a date written day first',
    (typed) => {
      expect(dateOfBirthToIso(typed)).toBeNull();
    },
  );

  it('accepts the 29th of February of a leap year', () => {
    expect(dateOfBirthToIso('29-02-2000')).toBe('2000-02-29');
  });

  it('writes a stored date back day first, to prefill the field', () => {
    expect(isoToDateOfBirth('1990-04-12')).toBe('12-04-1990');
    expect(isoToDateOfBirth('1990-04-12T00:00:00.000Z')).toBe('12-04-1990');
    expect(isoToDateOfBirth(null)).toBe('');
    expect(isoToDateOfBirth('12 April 1990')).toBe('');
  });

  it('counts whole years, a birthday counting from its own day', () => {
    const today = new Date(2025, 6, 15);
    expect(ageOn('2007-07-15', today)).toBe(18);
    expect(ageOn('2007-07-16', today)).toBe(17);
    expect(ageOn('1990-12-31', today)).toBe(34);
  });
});
