import { describe, expect, it } from 'vitest';
import { NO_MIN_PSI_MESSAGE, outOfSpecMessage, psiCheck, psiLimits, sampleForFormulas, ZERO_PSI_MESSAGE } from './status.ts';

describe('psiLimits', () => {
  it('uses the sample max psi when given', () => {
    expect(psiLimits({ minPsi: 4000, maxPsi: 6000, maxPsiPct: 175 })).toEqual({ forInformationOnly: false, minPsi: 4000, maxPsi: 6000 });
  });

  it('falls back to min psi + min psi × the sample type maxPsiPct / 100: 4000 + 4000 × 50 / 100 = 6000, never 2000 under the minimum', () => {
    expect(psiLimits({ minPsi: 4000, maxPsiPct: 50 }).maxPsi).toBe(6000);
    expect(psiLimits({ minPsi: 4000, maxPsiPct: 75 }).maxPsi).toBe(7000);
    expect(psiLimits({ minPsi: '4000', SampleType: { maxPsiPct: 150 } }).maxPsi).toBe(10000);
  });

  it('falls back to twice min psi', () => {
    expect(psiLimits({ minPsi: 2500 }).maxPsi).toBe(5000);
  });

  it("reads 'For Information Only' as the flag or the phrase", () => {
    expect(psiLimits({ forInformationOnly: true, minPsi: 4000 })).toEqual({ forInformationOnly: true, minPsi: null, maxPsi: null });
    expect(psiLimits({ minPsi: 'For information only' }).forInformationOnly).toBe(true);
  });

  it('has no limits without a min psi', () => {
    expect(psiLimits({})).toEqual({ forInformationOnly: false, minPsi: null, maxPsi: null });
  });

  it('reads a min psi of 0 as not set, and a max psi of 0 as none given', () => {
    expect(psiLimits({ minPsi: 0 })).toEqual({ forInformationOnly: false, minPsi: null, maxPsi: null });
    expect(psiLimits({ minPsi: '0', maxPsi: 6000 })).toEqual({ forInformationOnly: false, minPsi: null, maxPsi: null });
    expect(psiLimits({ minPsi: 4000, maxPsi: 0 }).maxPsi).toBe(8000);
  });

  it('derives max psi in exact decimals: 1000 + 1000 × 28.2 / 100 = 1282 (1281.9999999999998 in binary)', () => {
    expect(psiLimits({ minPsi: 1000, maxPsiPct: 28.2 }).maxPsi).toBe(1282);
  });
});

describe('sampleForFormulas', () => {
  it('shows formulas a min or max psi of 0 as null, and the For Information Only phrase as the flag', () => {
    expect(sampleForFormulas({ minPsi: 0, maxPsi: 0, castDate: '2024-03-01' })).toEqual({
      minPsi: null,
      maxPsi: null,
      castDate: '2024-03-01',
      forInformationOnly: false,
    });
    expect(sampleForFormulas({ minPsi: 'For Information Only' })).toEqual({ minPsi: null, maxPsi: null, forInformationOnly: true });
    expect(sampleForFormulas({ minPsi: '4000', maxPsi: 7000 })).toMatchObject({ minPsi: 4000, maxPsi: 7000 });
  });
});

describe('psiCheck', () => {
  const limits = psiLimits({ minPsi: 4000 });
  const check = (value: number | null, pctAge: number | null = 100, psiOptional = false) =>
    psiCheck({ value, limits, pctAge, psiOptional });

  it('passes a value between the requirement at age and max psi', () => {
    expect(check(4120)).toEqual({ status: 'Passed' });
    expect(check(4000)).toEqual({ status: 'Passed' });
    expect(check(8000)).toEqual({ status: 'Passed' });
  });

  it('fails a value of 0', () => {
    expect(check(0, 0)).toEqual({ status: 'Failed', message: ZERO_PSI_MESSAGE });
  });

  it('fails a value below min psi × pctAge / 100: 2590 < 4000 × 65 / 100 = 2600, naming 2600, the limit at that age', () => {
    expect(check(2590, 65)).toEqual({
      status: 'Failed',
      message:
        'The calculated psi for this test result (2590), is out of specification! The minimum psi is 2600. You must resolve this before a report can be sent.',
    });
    expect(check(2600, 65).status).toBe('Passed');
  });

  it('fails a value above max psi', () => {
    expect(check(8010)).toEqual({
      status: 'Failed',
      message:
        'The calculated psi for this test result (8010), is out of specification! The maximum psi is 8000. You must resolve this before a report can be sent.',
    });
    expect(outOfSpecMessage(3900, 4000)).toContain('The minimum psi is 4000.');
  });

  it('is pending without a value or without an age', () => {
    expect(check(null).status).toBe('Pending');
    expect(check(4120, null).status).toBe('Pending');
  });

  it('skips the check for information only', () => {
    const fio = psiLimits({ forInformationOnly: true });
    expect(psiCheck({ value: 10, limits: fio, pctAge: 100, psiOptional: false })).toEqual({ status: 'Passed' });
    expect(psiCheck({ value: null, limits: fio, pctAge: 100, psiOptional: false })).toEqual({ status: 'Pending' });
  });

  it('decides a value exactly on a limit in exact decimals: 644 psi is exactly 64.4 % of 1000 (644.0000000000001 in binary)', () => {
    const low = psiLimits({ minPsi: 1000 });
    expect(psiCheck({ value: 644, limits: low, pctAge: 64.4, psiOptional: false })).toEqual({ status: 'Passed' });
    expect(psiCheck({ value: 643.99, limits: low, pctAge: 64.4, psiOptional: false }).status).toBe('Failed');
    const high = psiLimits({ minPsi: 1000, maxPsiPct: 28.2 });
    expect(psiCheck({ value: 1282, limits: high, pctAge: 100, psiOptional: false })).toEqual({ status: 'Passed' });
    expect(psiCheck({ value: 1282.01, limits: high, pctAge: 100, psiOptional: false }).status).toBe('Failed');
  });

  it('fails 0 even where psi is optional and no min psi is set, or min psi is 0', () => {
    const none = psiLimits({ minPsi: 0 });
    expect(psiCheck({ value: 0, limits: none, pctAge: 100, psiOptional: true })).toEqual({ status: 'Failed', message: ZERO_PSI_MESSAGE });
    expect(psiCheck({ value: 0, limits: none, pctAge: 100, psiOptional: false })).toEqual({ status: 'Failed', message: ZERO_PSI_MESSAGE });
    expect(psiCheck({ value: 10, limits: none, pctAge: 100, psiOptional: true })).toEqual({ status: 'Passed' });
  });

  it('is pending with the no-psi alert without a min psi, unless psi is optional', () => {
    const none = psiLimits({});
    expect(psiCheck({ value: 4120, limits: none, pctAge: 100, psiOptional: false })).toEqual({
      status: 'Pending',
      message: NO_MIN_PSI_MESSAGE,
    });
    expect(psiCheck({ value: 4120, limits: none, pctAge: 100, psiOptional: true })).toEqual({ status: 'Passed' });
  });
});
