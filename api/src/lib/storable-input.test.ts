import { describe, expect, it } from 'vitest';
import { unstorableValue } from './storable-input.js';

describe('values the database cannot take', () => {
  it('finds text holding U+0000, wherever it is', () => {
    expect(unstorableValue({ email: 'a\u0000@example.com' }, 'body')).toEqual({
      field: 'email',
      message: 'email must not contain the character U+0000',
    });
    expect(unstorableValue({ list: ['ok', { name: 'x\u0000' }] }, 'body')).toEqual({
      field: 'list[1].name',
      message: 'list[1].name must not contain the character U+0000',
    });
    expect(unstorableValue('\u0000', 'body')?.message).toBe(
      'body must not contain the character U+0000',
    );
  });

  it('finds a key holding U+0000', () => {
    expect(unstorableValue({ 'a\u0000b': 'x' }, 'body')?.field).toBe('a\\u0000b');
  });

  it('finds numbers that are not finite, as coercion makes of "1e400"', () => {
    expect(unstorableValue({ page: Infinity, limit: 10 }, 'querystring')).toEqual({
      field: 'page',
      message: 'page must be a finite number',
    });
    expect(unstorableValue({ amount: -Infinity }, 'body')?.field).toBe('amount');
    expect(unstorableValue({ amount: Number.NaN }, 'body')?.field).toBe('amount');
  });

  it('lets everything else through, unicode and large finite numbers included', () => {
    expect(
      unstorableValue(
        { name: 'Ωmega 名前 🏠 \u202E', amount: 1e308, ok: true, none: null },
        'body',
      ),
    ).toBeUndefined();
    expect(unstorableValue(undefined, 'body')).toBeUndefined();
  });

  it('walks a body nested deeper than the call stack would allow', () => {
    let nested: unknown = ['x\u0000'];
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(unstorableValue(nested, 'body')?.message).toMatch(/U\+0000/);
  });
});
