import { describe, expect, it } from 'vitest';
import {
  codeForStatus,
  DEFAULT_RETRY_AFTER_SECONDS,
  GENERIC_ERROR_MESSAGE,
  maskedError,
  messageOf,
  NETWORK_ERROR_MESSAGE,
  networkError,
  retryAfterOf,
  upstreamError,
} from './errors.js';

describe('error normalisation', () => {
  it('joins the messages of a non-empty errors array with ", "', () => {
    const body = {
      status: false,
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Email is required' },
        { message: 'Password is too short' },
      ],
    };
    expect(messageOf(body)).toBe('Email is required, Password is too short');
  });

  it('says a message shared by several fields once', () => {
    const body = {
      status: false,
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Please fill all fields' },
        { field: 'password', message: 'Please fill all fields' },
        { field: 'acceptedTerms', message: 'Please agree to the terms and conditions' },
      ],
    };
    expect(messageOf(body)).toBe(
      'Please fill all fields, Please agree to the terms and conditions',
    );
  });

  it('uses the envelope message when errors is empty or missing', () => {
    expect(messageOf({ status: false, message: 'Invalid credentials', errors: [] })).toBe(
      'Invalid credentials',
    );
    expect(messageOf({ status: false, message: 'Invalid credentials' })).toBe(
      'Invalid credentials',
    );
  });

  it('ignores malformed entries in errors and falls back to the message', () => {
    expect(messageOf({ message: 'Order creation failed', errors: [null, 3, { field: 'x' }] })).toBe(
      'Order creation failed',
    );
  });

  it('says "Something went wrong" when the body has neither errors nor a message', () => {
    expect(messageOf({ status: false })).toBe(GENERIC_ERROR_MESSAGE);
    expect(messageOf({ status: false, message: '   ' })).toBe(GENERIC_ERROR_MESSAGE);
    expect(messageOf('<html>Bad gateway</html>')).toBe(GENERIC_ERROR_MESSAGE);
    expect(messageOf(null)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('says "Network Error" with UPSTREAM_UNAVAILABLE when no answer came back', () => {
    const error = networkError();
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it.each([
    [400, 'BAD_USER_INPUT'],
    [413, 'BAD_USER_INPUT'],
    [415, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
    [502, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [504, 'UPSTREAM_UNAVAILABLE'],
    [500, 'INTERNAL'],
  ])('maps HTTP %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('carries the code, the status and the field details of an upstream failure', () => {
    const error = upstreamError(400, {
      status: false,
      message: 'Validation failed',
      errors: [{ field: 'amount', message: 'Minimum 1 RENT token required.' }],
    });
    expect(error.message).toBe('Minimum 1 RENT token required.');
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      fields: [{ field: 'amount', message: 'Minimum 1 RENT token required.' }],
    });
  });

  it('passes on a machine-readable reason api attached to an error', () => {
    const error = upstreamError(403, {
      status: false,
      message: 'Please verify your email before signing in.',
      errors: [
        {
          field: 'email',
          message: 'Please verify your email before signing in.',
          reason: 'EMAIL_NOT_VERIFIED',
        },
      ],
    });
    expect(error.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' });
  });

  it('says in whole seconds when a RATE_LIMITED error may be tried again, from Retry-After', () => {
    const tooMany = { status: false, message: 'Too many requests, please try again later.' };
    const error = upstreamError(429, tooMany, { retryAfter: '42' });
    expect(error.message).toBe('Too many requests, please try again later.');
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, retryAfter: 42 });
    expect(retryAfterOf(error)).toBe(42);

    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(upstreamError(429, tooMany, { retryAfter: inAMinute }).extensions.retryAfter).toSatisfy(
      (seconds: number) => seconds >= 58 && seconds <= 60,
    );
    for (const retryAfter of [undefined, 'soon', '-5']) {
      expect(upstreamError(429, tooMany, { retryAfter }).extensions.retryAfter).toBe(
        DEFAULT_RETRY_AFTER_SECONDS,
      );
    }
  });

  it('gives no retryAfter to any other error', () => {
    const error = upstreamError(503, { status: false, message: 'Busy' }, { retryAfter: '5' });
    expect(error.extensions).not.toHaveProperty('retryAfter');
    expect(retryAfterOf(error)).toBeUndefined();
  });

  it('leaves field details out when there are none', () => {
    expect(upstreamError(401, { status: false, message: 'Login failed' }).extensions).toEqual({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
  });

  it('masks unexpected errors as INTERNAL with the generic message', () => {
    const error = maskedError();
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.extensions.code).toBe('INTERNAL');
  });
});
