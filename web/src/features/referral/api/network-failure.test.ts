import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from './network-failure';

const graphqlErrors = (message: string, code?: string) =>
  new CombinedGraphQLErrors({
    errors: [{ message, extensions: code ? { code } : undefined }],
  });

const httpError = (status: number) =>
  new ServerError('Response not successful', {
    response: new Response('', { status }),
    bodyText: '',
  });

describe('isNetworkFailure', () => {
  it('is a request that got no answer', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is a gateway that could not reach the api, or said "Network Error"', () => {
    expect(isNetworkFailure(graphqlErrors('Service unavailable', 'UPSTREAM_UNAVAILABLE'))).toBe(
      true,
    );
    expect(isNetworkFailure(graphqlErrors('Network Error'))).toBe(true);
  });

  it('is an answer of a failing server, but not a refusal of the request', () => {
    expect(isNetworkFailure(httpError(502))).toBe(true);
    expect(isNetworkFailure(httpError(400))).toBe(false);
  });

  it('is not a refusal by the gateway', () => {
    expect(isNetworkFailure(graphqlErrors('Not signed in', 'UNAUTHENTICATED'))).toBe(false);
    expect(isNetworkFailure(graphqlErrors('Something went wrong', 'INTERNAL'))).toBe(false);
  });
});
