import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { hasErrorCode, hasErrorReason, isRefusal } from './error-facts';

const unverified = new CombinedGraphQLErrors({
  errors: [
    {
      message: 'Please verify your email before signing in.',
      extensions: { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' },
    },
  ],
});

describe('error facts', () => {
  it('reads the code and the reason of a refusal', () => {
    expect(hasErrorCode(unverified, 'FORBIDDEN')).toBe(true);
    expect(hasErrorCode(unverified, 'UNAUTHENTICATED')).toBe(false);
    expect(hasErrorReason(unverified, 'EMAIL_NOT_VERIFIED')).toBe(true);
    expect(isRefusal(unverified)).toBe(true);
  });

  it('finds nothing in a failure that never reached the gateway', () => {
    const offline = new TypeError('Failed to fetch');
    expect(hasErrorCode(offline, 'UNAUTHENTICATED')).toBe(false);
    expect(hasErrorReason(offline, 'EMAIL_NOT_VERIFIED')).toBe(false);
    expect(isRefusal(offline)).toBe(false);
  });
});
