import { describe, expect, it } from 'vitest';
import { errorOf, valueOf } from '../test-support.ts';

const specimens = [
  { calculatedPsi: 4120, age: 28, sample: { minPsi: 4000 } },
  { calculatedPsi: null, age: 28 },
  { calculatedPsi: 4150, age: 28 },
];

describe('map', () => {
  it('lists one field of each record', () => {
    expect(valueOf('map(specimens, "calculatedPsi")', { specimens })).toEqual([4120, null, 4150]);
  });

  it('follows dotted field names', () => {
    expect(valueOf('map(specimens, "sample.minPsi")', { specimens })).toEqual([4000, null, null]);
  });

  it('treats null as an empty list and a single record as a list of one', () => {
    expect(valueOf('map(x, "a")', { x: null })).toEqual([]);
    expect(valueOf('map(x, "a")', { x: { a: 1 } })).toEqual([1]);
  });

  it('needs the field name as text', () => {
    expect(errorOf('map(specimens, calculatedPsi)', { specimens, calculatedPsi: 1 }).message).toBe(
      'map needs the field name as text, e.g. map(specimens, "calculatedPsi")',
    );
  });
});

describe('lastValue', () => {
  it('takes the last element that is not null or empty', () => {
    expect(valueOf('lastValue([4120, 4150, null, "  "])')).toBe(4150);
    expect(valueOf('lastValue(map(specimens, "calculatedPsi"))', { specimens })).toBe(4150);
  });

  it('keeps 0 and false, which are values', () => {
    expect(valueOf('lastValue([1, 0, null])')).toBe(0);
    expect(valueOf('lastValue([1, false])')).toBe(false);
  });

  it('is null for an empty list or only empty elements', () => {
    expect(valueOf('lastValue([])')).toBe(null);
    expect(valueOf('lastValue([null, "", []])')).toBe(null);
  });
});

describe('or', () => {
  it('gives the first argument that is not null, empty, false or NaN', () => {
    expect(valueOf('or(netArea, grossArea)', { netArea: null, grossArea: 30.1 })).toBe(30.1);
    expect(valueOf('or("", false, [], "Type 2")')).toBe('Type 2');
    expect(valueOf('or(x, 1)', { x: Number.NaN })).toBe(1);
  });

  it('keeps 0, which is a value', () => {
    expect(valueOf('or(0, 5)')).toBe(0);
  });

  it('gives the last argument when none is usable', () => {
    expect(valueOf('or(null, "")')).toBe('');
    expect(valueOf('or(null, false)')).toBe(false);
  });

  it('stops at the first usable argument, so later ones are not evaluated', () => {
    expect(valueOf('or(1, "a" * 2)')).toBe(1);
  });
});
