import { describe, expect, it } from 'vitest';
import { NO_MIN_PSI_MESSAGE, outOfSpecMessage, psiCheck, psiLimits } from './status.ts';

describe('psiLimits', () => {
  it('uses the sample max psi when given', () => {
    expect(psiLimits({ minPsi: 4000, maxPsi: 6000, maxPsiPct: 175 })).toEqual({ forInformationOnly: false, minPsi: 4000, maxPsi: 6000 });
  });

  it('falls back to min psi × the sample type maxPsiPct / 100', () => {
    expect(psiLimits({ minPsi: 4000, maxPsiPct: 175 }).maxPsi).toBe(7000);
    expect(psiLimits({ minPsi: '4000', SampleType: { maxPsiPct: 150 } }).maxPsi).toBe(6000);
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
    expect(check(0, 0)).toEqual({ status: 'Failed', message: outOfSpecMessage(0, 4000) });
  });

  it('fails a value below min psi × pctAge / 100: 2590 < 4000 × 65 / 100 = 2600', () => {
    expect(check(2590, 65).status).toBe('Failed');
    expect(check(2600, 65).status).toBe('Passed');
  });

  it('fails a value above max psi', () => {
    expect(check(8010)).toEqual({
      status: 'Failed',
      message:
        'The calculated psi for this test result (8010), is out of specification! The minimum psi is 4000. You must resolve this before a report can be sent.',
    });
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

  it('is pending with the no-psi alert without a min psi, unless psi is optional', () => {
    const none = psiLimits({});
    expect(psiCheck({ value: 4120, limits: none, pctAge: 100, psiOptional: false })).toEqual({
      status: 'Pending',
      message: NO_MIN_PSI_MESSAGE,
    });
    expect(psiCheck({ value: 4120, limits: none, pctAge: 100, psiOptional: true })).toEqual({ status: 'Passed' });
  });
});
