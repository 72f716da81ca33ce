import { describe, expect, it } from 'vitest';
import { personalDataSchema, profileUpdateInput, todayIso } from './personal-data-schema';

const valid = { fullName: 'Asha Rao', mobileNumber: '+91 98765 43210', dateOfBirth: '1990-04-12' };

async function errorOf(values: Partial<typeof valid>) {
  try {
    await personalDataSchema.validate({ ...valid, ...values });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('the personal data rules', () => {
  it('accept a complete profile', async () => {
    expect(await errorOf({})).toBeNull();
  });

  it('require every field with a message naming it', async () => {
    expect(await errorOf({ fullName: '  ' })).toBe('Full name is required');
    expect(await errorOf({ mobileNumber: '' })).toBe('Mobile number is required');
    expect(await errorOf({ dateOfBirth: '' })).toBe('Date of birth is required');
  });

  it('refuse a date of birth in the future but accept today', async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(await errorOf({ dateOfBirth: todayIso(tomorrow) })).toBe(
      'Date of birth cannot be in the future',
    );
    expect(await errorOf({ dateOfBirth: todayIso() })).toBeNull();
  });

  it('refuse a mobile number that is not one', async () => {
    expect(await errorOf({ mobileNumber: 'call me' })).toBe('Please enter a valid mobile number');
    expect(await errorOf({ mobileNumber: '98765-43210' })).toBeNull();
  });
});

describe('profileUpdateInput', () => {
  it('sends trimmed values with the date as YYYY-MM-DD', () => {
    expect(profileUpdateInput({ ...valid, fullName: ' Asha Rao ' })).toEqual({
      fullname: 'Asha Rao',
      phone: '+91 98765 43210',
      dob: '1990-04-12',
    });
  });

  it('drops empty fields from the update', () => {
    expect(profileUpdateInput({ fullName: 'Asha', mobileNumber: ' ', dateOfBirth: '' })).toEqual({
      fullname: 'Asha',
    });
  });
});
