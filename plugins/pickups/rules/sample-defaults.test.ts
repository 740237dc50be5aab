import { describe, expect, it } from 'vitest';
import { childNumber, defaultMaxPsi, defaultTestDate, parseMinPsi, sampleRate } from './sample-defaults.ts';

describe('default max psi', () => {
  it('adds maxPsiPct percent of the min psi', () => {
    expect(defaultMaxPsi(4000, 50)).toBe(6000);
    expect(defaultMaxPsi(2500, 35)).toBe(3375);
    expect(defaultMaxPsi(3000, 12.5)).toBe(3375);
    expect(defaultMaxPsi(3000, 0)).toBe(3000);
    expect(defaultMaxPsi(3333, 33.33)).toBe(4443.8889);
  });

  it('doubles the min psi when the type has no maxPsiPct', () => {
    expect(defaultMaxPsi(4000, null)).toBe(8000);
    expect(defaultMaxPsi(4000, undefined)).toBe(8000);
  });
});

describe('sample rate', () => {
  it("takes the customer's rate first, then the sample's, then the type's default", () => {
    expect(sampleRate({ customerRate: '18.5', sampleRate: '22', typeDefaultRate: '25' })).toBe('18.50');
    expect(sampleRate({ customerRate: null, sampleRate: '22', typeDefaultRate: '25' })).toBe('22.00');
    expect(sampleRate({ typeDefaultRate: 25 })).toBe('25.00');
    expect(sampleRate({})).toBeNull();
  });

  it("lets the sample's own rate win when 'Override Default Rate?' is on", () => {
    expect(sampleRate({ customerRate: '18.50', sampleRate: '30', typeDefaultRate: '25', overrideDefaultRate: true })).toBe('30.00');
    expect(sampleRate({ customerRate: '18.50', sampleRate: '', overrideDefaultRate: true })).toBe('18.50');
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
