import { describe, expect, it } from 'vitest';
import { matchesExpected } from './fixtures.ts';

describe('matchesExpected', () => {
  it('accepts a result within half a unit of the last decimal written', () => {
    expect(matchesExpected(12.566370614359172, 12.566)).toBe(true);
    expect(matchesExpected(12.566370614359172, 12.57)).toBe(true);
    expect(matchesExpected(12.566370614359172, 12.56)).toBe(false);
    expect(matchesExpected(0.9450000000000001, 0.945)).toBe(true);
  });

  it('demands a whole number exactly', () => {
    expect(matchesExpected(4130, 4130)).toBe(true);
    expect(matchesExpected(4130.4, 4130)).toBe(false);
  });

  it('compares null, text, booleans and lists exactly', () => {
    expect(matchesExpected(null, null)).toBe(true);
    expect(matchesExpected(0, null)).toBe(false);
    expect(matchesExpected('NR', 'NR')).toBe(true);
    expect(matchesExpected('nr', 'NR')).toBe(false);
    expect(matchesExpected([4120.4, null], [4120.4, null])).toBe(true);
    expect(matchesExpected(true, true)).toBe(true);
  });
});
