import { describe, expect, it } from 'vitest';
import { errorSpan, errorText, formatValue } from './format.ts';

describe('formatValue', () => {
  it.each([
    [null, 'null'],
    [undefined, 'null'],
    [3980, '3980'],
    [Math.PI * 4, '12.5663706144'],
    [0.1 + 0.2, '0.3'],
    ['4', '"4"'],
    [true, 'true'],
    [[3980, null, 'NR'], '[3980, null, "NR"]'],
    [{ age: 28, psi: 4120 }, '{age: 28, psi: 4120}'],
    [new Date('2024-03-29T00:00:00Z'), '2024-03-29T00:00:00.000Z'],
  ])('shows %j as %s', (value, shown) => {
    expect(formatValue(value)).toBe(shown);
  });
});

describe('errorSpan', () => {
  const source = 'roundTo(load / area * , -1)';

  it('splits the text around the characters the error covers', () => {
    expect(errorSpan(source, { offset: 22, length: 1 })).toEqual({ before: 'roundTo(load / area * ', marked: ',', after: ' -1)' });
  });

  it('marks nothing, at the end, for an unexpected end', () => {
    expect(errorSpan('load / (area', { offset: 12, length: 0 })).toEqual({ before: 'load / (area', marked: '', after: '' });
  });

  it('clamps a span that reaches past the text (the text changed since)', () => {
    expect(errorSpan('load', { offset: 2, length: 10 })).toEqual({ before: 'lo', marked: 'ad', after: '' });
    expect(errorSpan('load', { offset: 9, length: 1 })).toEqual({ before: 'load', marked: '', after: '' });
    expect(errorSpan('load', { offset: -1, length: 1 })).toEqual({ before: '', marked: 'l', after: 'oad' });
  });
});

describe('errorText', () => {
  it('names the line and column first', () => {
    expect(errorText({ line: 2, column: 8, message: "expected ')' but found the end of the formula" })).toBe(
      "line 2, column 8: expected ')' but found the end of the formula",
    );
  });
});
