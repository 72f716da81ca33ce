import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { failedRootFields } from './failed-fields';

describe('failedRootFields', () => {
  it('names each failed root field once, with its first message', () => {
    const error = new CombinedGraphQLErrors({
      data: { exchangeRates: { usd: 88 } },
      errors: [
        { message: 'The sale is unavailable.', path: ['sale'] },
        { message: 'Later message.', path: ['sale', 'phases'] },
        { message: 'Supply unavailable.', path: ['rentSupply'] },
      ],
    });
    expect([...failedRootFields(error)]).toEqual([
      ['sale', 'The sale is unavailable.'],
      ['rentSupply', 'Supply unavailable.'],
    ]);
  });

  it('files a failed distribution under its own path, so the account still counts as answered', () => {
    const error = new CombinedGraphQLErrors({
      data: { me: { _id: 'u-1', distribution: null } },
      errors: [{ message: 'Network Error', path: ['me', 'distribution'] }],
    });
    expect([...failedRootFields(error)]).toEqual([['me.distribution', 'Network Error']]);
  });

  it('names nothing for an error that is not about fields', () => {
    expect(failedRootFields(new Error('Network Error')).size).toBe(0);
    expect(failedRootFields(undefined).size).toBe(0);
  });
});
