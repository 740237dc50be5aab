import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { childNumber, defaultMaxPsi, defaultTestDate, parseMinPsi } from './sample-defaults.ts';

describe('default max psi', () => {
  it('adds maxPsiPct percent of the min psi', () => {
    expect(defaultMaxPsi(4000, 50)).toBe(6000);
    expect(defaultMaxPsi(2500, 35)).toBe(3375);
    expect(defaultMaxPsi(3000, 12.5)).toBe(3375);
    expect(defaultMaxPsi(3000, 0)).toBe(3000);
    expect(defaultMaxPsi(3333, 33.33)).toBe(4443.8889);
    expect(defaultMaxPsi(2750.5, 12.5)).toBe(3094.3125);
  });

  it('works in exact decimals, where floating point would be a hair off', () => {
    // 1000 × (1 + 0.3 / 100) is 1002.9999999999999 in floating point.
    expect(defaultMaxPsi(1000, 0.3)).toBe(1003);
    expect(defaultMaxPsi(2500, 0.1)).toBe(2502.5);
  });

  it('answers what decimal.js answers for min psi in steps of 0.25 and percentages in tenths', () => {
    const byDecimal = (min: number, pct: number) => new Decimal(min).plus(new Decimal(min).times(new Decimal(pct).div(100))).toNumber();
    const differing: string[] = [];
    for (let min = 0; min <= 12000; min += 97.25) {
      for (let tenths = 0; tenths <= 2000; tenths += 7) {
        const pct = tenths / 10;
        if (defaultMaxPsi(min, pct) !== byDecimal(min, pct)) differing.push(`${min} ${pct}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('doubles the min psi when the type has no maxPsiPct', () => {
    expect(defaultMaxPsi(4000, null)).toBe(8000);
    expect(defaultMaxPsi(4000, undefined)).toBe(8000);
  });
});

describe('default test date', () => {
  it('adds the test type dateVariance to the cast date', () => {
    expect(defaultTestDate('2026-10-01', 7)).toBe('2026-10-08');
    expect(defaultTestDate('2026-10-01', 28)).toBe('2026-10-29');
  });

  it('has no default for a variance of 0 or without a cast date', () => {
    expect(defaultTestDate('2026-10-01', 0)).toBeNull();
    expect(defaultTestDate(null, 28)).toBeNull();
  });
});

describe('numbering', () => {
  it('numbers sample sets under the pickup and specimens under the set', () => {
    expect(childNumber(1042, 2)).toBe('1042.2');
    expect(childNumber('1042.2', 3)).toBe('1042.2.3');
  });
});

describe('min psi', () => {
  it("reads numbers, 'For Information Only' and empty", () => {
    expect(parseMinPsi('4000')).toEqual({ minPsi: 4000, forInformationOnly: false });
    expect(parseMinPsi('4,500')).toEqual({ minPsi: 4500, forInformationOnly: false });
    expect(parseMinPsi(' for information only ')).toEqual({ minPsi: null, forInformationOnly: true });
    expect(parseMinPsi('')).toEqual({ minPsi: null, forInformationOnly: false });
  });

  it('refuses anything else', () => {
    expect(parseMinPsi('four thousand')).toBeNull();
    expect(parseMinPsi(-5)).toBeNull();
  });
});
