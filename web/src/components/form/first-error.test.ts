import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';

describe('firstError', () => {
  it('follows the order of the rules rather than the order of the fields', () => {
    const errors = {
      newPassword: 'Password must be at least 8 characters long',
      confirmPassword: 'New passwords do not match',
    };
    const priority = ['All fields are required', 'New passwords do not match'];
    expect(firstError(errors, priority)).toBe('New passwords do not match');
  });

  it('falls back to the first field with an error', () => {
    expect(firstError({ email: 'Email is required', password: 'Too short' })).toBe(
      'Email is required',
    );
  });

  it('has nothing to say about a valid form', () => {
    expect(firstError({})).toBeNull();
    expect(firstError({ email: undefined, nested: { value: '' } })).toBeNull();
  });
});
