import { describe, expect, it } from 'vitest';
import { compareSampleTypes, defaultMaxPsi, defaultTestDate } from './service.ts';

describe('defaultMaxPsi', () => {
  it.each([
    [4000, 50, 6000],
    [2500, 75, 4375],
    [3000, 0, 3000],
    [4000, null, 8000],
    [3333, 33.33, 4443.89],
  ])('min psi %d with Max PSI %s%% gives %d', (minPsi, pct, expected) => {
    expect(defaultMaxPsi(minPsi, pct)).toBe(expected);
  });
});

describe('defaultTestDate', () => {
  it.each([
    ['2026-01-30', 28, '2026-02-27'],
    ['2026-02-22', 7, '2026-03-01'],
    ['2028-02-22', 7, '2028-02-29'],
    ['2026-03-01', 7, '2026-03-08'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2026-01-30', 0, null],
    ['01/30/2026', 7, null],
  ])('cast %s plus %d days is %s', (cast, days, expected) => {
    expect(defaultTestDate(cast, days)).toBe(expected);
  });
});

describe('compareSampleTypes', () => {
  it('puts non-specimen types after specimen types, each by description with numbers in order', () => {
    const types = [
      { description: 'Trip / Field Visit', nonSpecimen: true },
      { description: 'Concrete Cylinder 6x12', nonSpecimen: false },
      { description: 'Field Test', nonSpecimen: true },
      { description: 'concrete cylinder 4x8', nonSpecimen: false },
    ];
    expect([...types].sort(compareSampleTypes).map((type) => type.description)).toEqual([
      'concrete cylinder 4x8',
      'Concrete Cylinder 6x12',
      'Field Test',
      'Trip / Field Visit',
    ]);
  });
});
