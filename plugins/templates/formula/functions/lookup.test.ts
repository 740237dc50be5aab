import { describe, expect, it } from 'vitest';
import { errorOf, valueOf } from '../test-support.ts';

// ASTM C39 L/D correction factors, deliberately out of order to show the table is sorted.
const ldCorrection = [
  [1.75, 0.98],
  [1.0, 0.87],
  [1.5, 0.96],
  [1.25, 0.93],
];
const pctAge = [
  [0, 0, 'none'],
  [3, 40, 'early'],
  [7, 65, '7-day'],
  [28, 100, 'design'],
];

describe('vlookup interpolate', () => {
  it.each([
    [1.5, 0.96],
    [1.75, 0.98],
    [1.0, 0.87],
    [1.375, 0.945],
    [1.1, 0.894],
    [1.6, 0.968],
    [0.9, 0.87],
    [2.0, 0.98],
  ])('L/D %s gives %s (on a key, between keys, clamped beyond either end)', (ratio, expected) => {
    expect(valueOf('vlookup(x, ldCorrection, 2, "interpolate")', { x: ratio, ldCorrection })).toBeCloseTo(expected, 12);
  });

  it('gives null when x is null', () => {
    expect(valueOf('vlookup(x, ldCorrection, 2, "interpolate")', { x: null, ldCorrection })).toBe(null);
  });
});

describe('vlookup nearest', () => {
  const fromThreeDays = [
    [3, 40],
    [7, 65],
    [14, 85],
    [28, 100],
  ];
  it.each([
    [1, 40],
    [5, 40],
    [6, 65],
    [21, 85],
    [22, 100],
    [90, 100],
  ])('age %s reads %s %% (the closest key; the lower one on a tie, 5 between 3 and 7)', (age, expected) => {
    expect(valueOf('vlookup(age, table, 2, "nearest")', { age, table: fromThreeDays })).toBe(expected);
  });
});

describe('vlookup floor (the default)', () => {
  it.each([
    [7, 65],
    [10, 65],
    [28, 100],
    [56, 100],
    [0, 0],
    [2.9, 0],
  ])('age %s gives %s', (age, expected) => {
    expect(valueOf('vlookup(age, pctAge)', { age, pctAge })).toBe(expected);
  });

  it('is null below the smallest key, as Excel', () => {
    expect(valueOf('vlookup(-1, pctAge, 2, "floor")', { pctAge })).toBe(null);
  });

  it('reads another column, 1-based', () => {
    expect(valueOf('vlookup(10, pctAge, 3)', { pctAge })).toBe('7-day');
    expect(valueOf('vlookup(10, pctAge, 1)', { pctAge })).toBe(7);
  });

  it("accepts Excel's TRUE for the approximate match", () => {
    expect(valueOf('vlookup(10, pctAge, 2, true)', { pctAge })).toBe(65);
  });

  it('takes inline tables, as in portal formula eval', () => {
    expect(valueOf('vlookup(7, [[0, 10], [5, 20]], 2)')).toBe(20);
  });
});

describe('vlookup exact', () => {
  const strengths = [
    ['M', 2500],
    ['S', 1800],
    ['N', 750],
  ];

  it('matches keys with isEqual', () => {
    expect(valueOf('vlookup(" s ", strengths, 2, "exact")', { strengths })).toBe(1800);
    expect(valueOf('vlookup("28", pctAge, 2, "exact")', { pctAge })).toBe(100);
    expect(valueOf('vlookup(28, pctAge, 2, false)', { pctAge })).toBe(100);
  });

  it('is null when no key matches', () => {
    expect(valueOf('vlookup("O", strengths, 2, "exact")', { strengths })).toBe(null);
    expect(valueOf('vlookup(10, pctAge, 2, "exact")', { pctAge })).toBe(null);
  });
});

describe('vlookup errors', () => {
  it('refuses a table that is not a list of rows', () => {
    expect(errorOf('vlookup(1, 5, 2)').message).toBe('vlookup: the table must be a list of rows, not 5');
    expect(errorOf('vlookup(1, [1, 2], 2)').message).toBe(
      'vlookup: every row of the table must be a list, e.g. [[1.0, 0.87], [1.25, 0.93]]',
    );
  });

  it('refuses a column outside the table', () => {
    expect(errorOf('vlookup(1, [[1, 2]], 3)').message).toBe("vlookup: column 3 is outside the table's 2 columns");
    expect(errorOf('vlookup(1, [[1, 2]], 0)').message).toBe("vlookup: column 0 is outside the table's 2 columns");
  });

  it('refuses an unknown mode', () => {
    expect(errorOf('vlookup(1, [[1, 2]], 2, "closest")').message).toBe(
      'vlookup: the mode must be "exact", "floor", "interpolate" or "nearest", not text "closest"',
    );
  });

  it('gives null for an empty table', () => {
    expect(valueOf('vlookup(1, [], 2)')).toBe(null);
  });
});
