import { describe, expect, it } from 'vitest';
import { describeSchemaErrors, fieldFromPointer } from './schema-errors.js';

describe('field names', () => {
  it.each([
    ['', undefined],
    ['/amount', 'amount'],
    ['/phases/1/start', 'phases[1].start'],
    ['/a~1b/c~0d', 'a/b.c~d'],
  ])('turns %j into %j', (pointer, field) => {
    expect(fieldFromPointer(pointer)).toBe(field);
  });
});

describe('schema error sentences', () => {
  it('names the missing property, from Ajv or TypeBox', () => {
    expect(
      describeSchemaErrors(
        [
          { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
          {
            keyword: 'required',
            instancePath: '/address',
            params: { requiredProperties: ['city'] },
          },
        ],
        'body',
      ),
    ).toEqual([
      { field: 'email', message: 'email is required' },
      { field: 'address.city', message: 'address.city is required' },
    ]);
  });

  it('keeps the first problem of each field only', () => {
    expect(
      describeSchemaErrors(
        [
          { keyword: 'minimum', instancePath: '/amount', params: { comparison: '>=', limit: 1 } },
          { keyword: 'type', instancePath: '/amount', params: { type: 'integer' } },
        ],
        'body',
      ),
    ).toEqual([{ field: 'amount', message: 'amount must be at least 1' }]);
  });

  it('labels a problem with the whole document', () => {
    expect(
      describeSchemaErrors(
        [{ keyword: 'type', instancePath: '', params: { type: 'object' } }],
        'body',
      ),
    ).toEqual([{ message: 'body must be an object' }]);
  });

  it('uses the wording given for a field', () => {
    expect(
      describeSchemaErrors(
        [{ keyword: 'maximum', instancePath: '/PORT', params: { comparison: '<=', limit: 65535 } }],
        'environment',
        { PORT: 'must be an integer from 0 to 65535' },
      ),
    ).toEqual([{ field: 'PORT', message: 'PORT must be an integer from 0 to 65535' }]);
  });

  it.each([
    ['additionalProperties', { additionalProperty: 'role' }, 'role is not allowed'],
    ['enum', { allowedValues: ['INR', 'USD'] }, 'x must be one of: INR, USD'],
    ['const', { allowedValue: 'INR' }, 'x must be "INR"'],
    ['minLength', { limit: 8 }, 'x must be at least 8 characters long'],
    ['format', { format: 'email' }, 'x must be a valid email'],
    ['pattern', { pattern: '^0x' }, 'x has an invalid format'],
    ['maxItems', { limit: 4 }, 'x must have at most 4 item(s)'],
  ])('words a %s error', (keyword, params, message) => {
    const instancePath = keyword === 'additionalProperties' ? '' : '/x';
    expect(describeSchemaErrors([{ keyword, instancePath, params }], 'body')[0]?.message).toBe(
      message,
    );
  });
});
