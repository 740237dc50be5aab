import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flagField, numberField, referenceField, textField } from './fields.ts';

const first = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.object({ value: schema }).safeParse(value === undefined ? {} : { value });
  return result.success ? { value: (result.data as { value: unknown }).value } : { error: result.error.issues[0]!.message };
};

describe('numberField', () => {
  it.each([
    [{}, '12', { value: 12 }],
    [{}, 12.5, { value: 12.5 }],
    [{}, ' 7 ', { value: 7 }],
    [{}, '', { value: null }],
    [{}, undefined, { value: null }],
    [{ required: true }, '', { error: 'This field is required' }],
    [{ required: true }, undefined, { error: 'This field is required' }],
    [{}, 'abc', { error: 'Invalid number' }],
    [{}, '1e3', { error: 'Invalid number' }],
    [{}, '12,5', { error: 'Invalid number' }],
    [{}, true, { error: 'Invalid number' }],
    [{}, '-1', { error: 'Value must be positive' }],
    [{}, '0', { error: 'Value must be positive' }],
    [{ allowZero: true }, '0', { value: 0 }],
    [{ whole: true }, '2.5', { error: 'Invalid number' }],
    [{ decimals: 2 }, '1.005', { error: 'Invalid number' }],
    [{ decimals: 2 }, '1.05', { value: 1.05 }],
    [{ max: 100 }, '101', { error: 'At most 100' }],
    [{ max: 1000 }, 1e308, { error: 'Invalid number' }],
    [{ max: 1000 }, 1000.5, { error: 'At most 1,000' }],
    [{}, '2147483648', { error: 'At most 2,147,483,647' }],
  ])('with %j reads %j as %j', (options, input, expected) => {
    expect(first(numberField(options), input)).toEqual(expected);
  });
});

describe('textField, flagField and referenceField', () => {
  it('trims text, makes blank null, and names a missing required field', () => {
    expect(first(textField(), '  Acme  ')).toEqual({ value: 'Acme' });
    expect(first(textField(), '   ')).toEqual({ value: null });
    expect(first(textField({ required: true }), undefined)).toEqual({ error: 'This field is required' });
    expect(first(textField({ max: 3 }), 'abcd')).toEqual({ error: 'At most 3 characters' });
    expect(first(textField(), { nested: true })).toEqual({ error: 'Invalid text' });
    expect(first(textField(), 'Acme\u0000')).toEqual({ error: 'Text must not contain the NUL character' });
  });

  it('reads 0/1 and booleans as flags, and ids as references', () => {
    expect([first(flagField, 1), first(flagField, 0), first(flagField, true)]).toEqual([
      { value: true },
      { value: false },
      { value: true },
    ]);
    expect([first(referenceField, '4'), first(referenceField, ''), first(referenceField, 'x')]).toEqual([
      { value: 4 },
      { value: null },
      { error: 'Invalid choice' },
    ]);
  });
});
