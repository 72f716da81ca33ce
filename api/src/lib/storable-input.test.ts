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
        { name: 'Ωmega 名前 🏠 क्\u200Dष', amount: 1e308, ok: true, none: null },
        'body',
      ),
    ).toBeUndefined();
    expect(unstorableValue(undefined, 'body')).toBeUndefined();
  });

  it.each([
    ['a line feed', 'Asha\nBcc: victim@example.com'],
    ['a carriage return', 'Asha\rRao'],
    ['a tab', 'Asha\tRao'],
    ['DEL', 'Asha\u007FRao'],
    ['a C1 control', 'Asha\u0085Rao'],
    ['a right-to-left override', 'Asha \u202Egpj.exe'],
    ['a zero-width space', 'pay\u200Bpal'],
    ['a zero-width joiner between Latin letters', 'Asha\u200DRao'],
    ['a byte order mark', '\uFEFFAsha'],
    ['a tag character', 'Asha\u{E0041}'],
    ['a lone surrogate', 'Asha\uD800'],
    ['a line separator', 'Asha\u2028Rao'],
  ])('refuses text holding %s, naming the field', (_name, text) => {
    expect(unstorableValue({ fullname: text }, 'body')).toEqual({
      field: 'fullname',
      message: 'Full name contains characters that are not allowed.',
    });
    expect(unstorableValue({ filters: [{ search: text }] }, 'querystring')).toEqual({
      field: 'filters[0].search',
      message: 'filters[0].search contains characters that are not allowed.',
    });
  });

  it('refuses a key holding a control character', () => {
    expect(unstorableValue({ profile: { 'a\nb': 'x' } }, 'body')?.field).toBe('profile');
  });

  it('lets a password hold any character but U+0000: it is only hashed', () => {
    const body = { password: 'tab\there\u202E', newPassword: 'x\u200By', currentPassword: '\r' };
    expect(unstorableValue(body, 'body')).toBeUndefined();
    expect(unstorableValue({ password: 'a\u0000' }, 'body')?.field).toBe('password');
  });

  it('walks a body nested deeper than the call stack would allow', () => {
    let nested: unknown = ['x\u0000'];
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(unstorableValue(nested, 'body')?.message).toMatch(/U\+0000/);
  });
});
