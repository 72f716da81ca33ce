import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Upload } from './scalars.js';

describe('the Upload scalar', () => {
  it('takes a file of the multipart request', () => {
    const file = new File(['%PDF-1.4'], 'aadhar.pdf', { type: 'application/pdf' });
    expect(Upload.parseValue(file)).toBe(file);
  });

  it.each([
    ['text', 'not a file'],
    ['an object', { name: 'x.jpg' }],
    ['a number', 1],
    ['null', null],
  ])('refuses %s in the variables as the caller’s mistake', (_name, value) => {
    expect(() => Upload.parseValue(value)).toThrow(
      expect.objectContaining({
        message: 'Upload must be a file sent with the GraphQL multipart request',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    );
  });

  it('refuses a literal, which can never be a file', () => {
    expect(() => Upload.parseLiteral({ kind: Kind.STRING, value: 'aadhar.pdf' })).toThrow(
      'Upload must be a file sent with the GraphQL multipart request',
    );
  });
});
