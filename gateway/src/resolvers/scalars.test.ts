import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTime, Upload } from './scalars.js';

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

describe('the DateTime scalar', () => {
  it('passes on an instant as api writes it', () => {
    expect(DateTime.serialize('2026-11-25T10:11:12.345Z')).toBe('2026-11-25T10:11:12.345Z');
  });

  it.each([
    ['an offset', '2026-11-25T15:41:12+05:30', '2026-11-25T10:11:12.000Z'],
    ['no milliseconds', '2026-11-25T10:11:12Z', '2026-11-25T10:11:12.000Z'],
    ['a date alone', '2026-11-25', '2026-11-25T00:00:00.000Z'],
  ])('writes an instant with %s in UTC to the millisecond', (_name, value, serialized) => {
    expect(DateTime.serialize(value)).toBe(serialized);
    expect(DateTime.parseValue(value)).toBe(serialized);
  });

  it.each([
    ['a month out of range', '2026-13-25T10:11:12.345Z'],
    ['an hour out of range', '2026-11-25T24:11:12.345Z'],
    ['words', 'yesterday'],
    ['a number', 1764065472345],
  ])('refuses %s', (_name, value) => {
    expect(() => DateTime.serialize(value)).toThrow(
      'DateTime must be an ISO-8601 date-time string',
    );
  });
});
