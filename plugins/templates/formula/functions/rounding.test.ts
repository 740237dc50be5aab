import { describe, expect, it } from 'vitest';
import { errorOf, valueOf } from '../test-support.ts';

describe('roundTo', () => {
  it.each([
    ['roundTo(2.345, 2)', 2.35],
    ['roundTo(1.005, 2)', 1.01],
    ['roundTo(2.5)', 3],
    ['roundTo(-2.5)', -3],
    ['roundTo(-2.345, 2)', -2.35],
    ['roundTo(4125, -1)', 4130],
    ['roundTo(4124.9, -1)', 4120],
    ['roundTo(-4125, -1)', -4130],
    ['roundTo(4150, -2)', 4200],
    ['roundTo(0.1 + 0.2, 2)', 0.3],
    ['roundTo(4117.43, -1)', 4120],
    ['roundTo(3.14159, 2.9)', 3.14],
    ['roundTo(5, -400)', 0],
    ['roundTo("2.345", "2")', 2.35],
    ['roundTo(7, 3)', 7],
  ])('%s is %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });

  it('gives 0, not -0, when a negative number rounds away', () => {
    expect(Object.is(valueOf('roundTo(-0.004, 2)'), 0)).toBe(true);
  });

  it('passes null through', () => {
    expect(valueOf('roundTo(x, 2)', { x: null })).toBe(null);
    expect(valueOf('roundTo(load / 0, -1)', { load: 1 })).toBe(null);
  });

  it('refuses text that is not a number', () => {
    expect(errorOf('roundTo("abc", 2)').message).toBe('roundTo: the value must be a number, not text "abc"');
  });
});

describe('numberFormat', () => {
  it.each([
    ['numberFormat(4123.456, 1)', '4,123.5'],
    ['numberFormat(4123.456)', '4,123'],
    ['numberFormat(1234567.891, 2)', '1,234,567.89'],
    ['numberFormat(999.995, 2)', '1,000.00'],
    ['numberFormat(-1234.5)', '-1,235'],
    ['numberFormat(-0.04, 1)', '0.0'],
    ['numberFormat(12, 3)', '12.000'],
    ['numberFormat(4125, -1)', '4,130'],
    ['numberFormat("2500")', '2,500'],
  ])('%s is %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });

  it('gives empty text for null and for non-numbers', () => {
    expect(valueOf('numberFormat(x, 1)', { x: null })).toBe('');
    expect(valueOf('numberFormat("n/a")')).toBe('');
  });
});

describe('roundSig', () => {
  it.each([
    // D3039 reports strength to three significant figures at every magnitude.
    ['roundSig(143668.2)', 144000],
    ['roundSig(85432, 3)', 85400],
    ['roundSig(999.5, 3)', 1000],
    ['roundSig(1234567, 3)', 1230000],
    ['roundSig(999500, 3)', 1000000],
    ['roundSig(12345678, 3)', 12300000],
    ['roundSig(12.1945, 3)', 12.2],
    ['roundSig(0.012345, 3)', 0.0123],
    ['roundSig(-2.345, 3)', -2.35],
    ['roundSig(2.345, 3)', 2.35],
    ['roundSig(0, 3)', 0],
    ['roundSig(4117.43, 2)', 4100],
  ])('%s is %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });

  it('is null for null', () => {
    expect(valueOf('roundSig(null, 3)')).toBe(null);
  });

  it('refuses a number of figures that is not a whole number from 1 to 17', () => {
    expect(errorOf('roundSig(5, 0)').message).toBe('roundSig: the number of figures must be a whole number from 1 to 17, not 0');
    expect(errorOf('roundSig(5, 2.5)').message).toBe('roundSig: the number of figures must be a whole number from 1 to 17, not 2.5');
  });
});

describe('numberFormatSig', () => {
  it.each([
    ['numberFormatSig(143692.81)', '144,000'],
    ['numberFormatSig(1234567, 3)', '1,230,000'],
    ['numberFormatSig(12.04, 3)', '12.0'],
    ['numberFormatSig(12.19, 3)', '12.2'],
    ['numberFormatSig(0.351724, 3)', '0.352'],
    ['numberFormatSig(984, 3)', '984'],
    ['numberFormatSig(98.44, 3)', '98.4'],
    ['numberFormatSig(-0.0012345, 2)', '-0.0012'],
    ['numberFormatSig(0, 3)', '0.00'],
    ['numberFormatSig(null)', ''],
  ])('%s is %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });
});
