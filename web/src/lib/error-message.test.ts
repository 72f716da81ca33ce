import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

const serverError = (status: number, body: string) =>
  new ServerError('Response not successful', {
    response: new Response(body, { status }),
    bodyText: body,
  });

describe('errorMessage', () => {
  it('joins the messages of every GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Sale unavailable' }, { message: 'Try again later' }],
    });
    expect(errorMessage(error)).toBe('Sale unavailable, Try again later');
  });

  it('falls back to a generic sentence when the errors carry no message', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: '' }] });
    expect(errorMessage(error)).toBe('Something went wrong');
  });

  it("uses the screen's own fallback when the errors carry no message", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: '' }] });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Failed to fetch');
  });

  it('says when to try again after a refusal for too many requests', () => {
    const refused = (retryAfter: unknown) =>
      new CombinedGraphQLErrors({
        errors: [
          {
            message: 'Too many requests, please try again later.',
            extensions: { code: 'RATE_LIMITED', retryAfter },
          },
        ],
      });
    expect(errorMessage(refused(840))).toBe(
      'Too many requests, please try again later. You can try again in 14 minutes.',
    );
    expect(errorMessage(refused(1))).toMatch(/in 1 second\.$/);
    expect(errorMessage(refused(45))).toMatch(/in 45 seconds\.$/);
    expect(errorMessage(refused(3600))).toMatch(/in 1 hour\.$/);
    expect(errorMessage(refused('soon'))).toBe('Too many requests, please try again later.');
  });

  it('reads the explanation out of an HTTP error body', () => {
    const body = JSON.stringify({ errors: [{ message: 'Too many requests' }] });
    expect(errorMessage(serverError(429, body))).toBe('Too many requests');
    expect(errorMessage(serverError(400, '{"message":"Bad request"}'))).toBe('Bad request');
  });

  it('says Network Error for an HTTP error without an explanation', () => {
    expect(errorMessage(serverError(502, ''))).toBe('Network Error');
    expect(errorMessage(serverError(404, '<html>Not found</html>'))).toBe('Network Error');
  });

  it("shows a network failure's own message", () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('says Network Error when nothing better is known', () => {
    expect(errorMessage(new Error(''))).toBe('Network Error');
    expect(errorMessage(undefined)).toBe('Network Error');
  });
});
