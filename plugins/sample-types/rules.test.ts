import { describe, expect, it } from 'vitest';
import { compareSampleTypes } from './rules.ts';

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
