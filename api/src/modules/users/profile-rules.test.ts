import { describe, expect, it } from 'vitest';
import { checkProfileChanges } from './profile-rules.js';
import { USER_MESSAGES } from './users.messages.js';

// 23:00 UTC on 14 July is already 15 July in India.
const now = new Date('2025-07-14T23:00:00Z');

describe('profile changes', () => {
  it('drops empty values and trims the rest', () => {
    expect(checkProfileChanges({ fullname: '  Asha Rao ', phone: '', dob: '  ' }, now)).toEqual({
      changes: { fullname: 'Asha Rao' },
      problems: [],
    });
  });

  it.each([
    ['+91 98765-43210', '+919876543210'],
    ['(022) 2345 6789', '02223456789'],
    ['1234567', '1234567'],
  ])('stores the mobile number %s as %s', (phone, stored) => {
    expect(checkProfileChanges({ phone }, now).changes.phone).toBe(stored);
  });

  it.each(['123456', '1234567890123456', '+', '98765x43210', '++919876543210'])(
    'refuses the mobile number %s',
    (phone) => {
      expect(checkProfileChanges({ phone }, now).problems).toEqual([
        { field: 'phone', message: USER_MESSAGES.invalidPhone },
      ]);
    },
  );

  it.each([
    ['1990-05-12', '1990-05-12'],
    ['1990-05-12T00:00:00.000Z', '1990-05-12'],
    ['2025-07-15', '2025-07-15'],
    ['2024-02-29', '2024-02-29'],
  ])('keeps the date of birth %s as %s', (dob, stored) => {
    expect(checkProfileChanges({ dob }, now)).toEqual({ changes: { dob: stored }, problems: [] });
  });

  it.each([
    ['2025-07-16', USER_MESSAGES.dobInFuture],
    ['2030-01-01T00:00:00Z', USER_MESSAGES.dobInFuture],
    ['2023-02-29', USER_MESSAGES.invalidDob],
    ['1990-13-01', USER_MESSAGES.invalidDob],
    ['12/05/1990', USER_MESSAGES.invalidDob],
    ['1990-05-12Tnonsense', USER_MESSAGES.invalidDob],
    ['1899-12-31', USER_MESSAGES.invalidDob],
  ])('refuses the date of birth %s', (dob, message) => {
    expect(checkProfileChanges({ dob }, now).problems).toEqual([{ field: 'dob', message }]);
  });

  it('refuses a name longer than 100 characters and names every bad field', () => {
    const { changes, problems } = checkProfileChanges(
      { fullname: 'x'.repeat(101), phone: '12', dob: '2025-07-16' },
      now,
    );
    expect(changes).toEqual({});
    expect(problems.map((problem) => problem.field)).toEqual(['fullname', 'phone', 'dob']);
  });
});
