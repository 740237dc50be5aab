import { describe, expect, it } from 'vitest';
import { axisStep, stressStrainCurves } from './stress-strain.ts';

describe('stress-strain curves', () => {
  it('goes from the origin through the 1000 and 3000 µε stresses to failure on the chord modulus', () => {
    // 0.5 in²: 500 lbf is 1000 psi, 1500 lbf is 3000 psi; E = 2000 psi / 0.002 = 1,000,000 psi; 12,000 psi fails at 0.012 = 12,000 µε.
    expect(stressStrainCurves([{ specimenNum: '7.1.1', area: 0.5, loadAt1000: 500, loadAt3000: 1500, strength: 12000 }])).toEqual([
      {
        specimenNum: '7.1.1',
        points: [
          [0, 0],
          [1000, 1000],
          [3000, 3000],
          [12000, 12000],
        ],
      },
    ]);
  });

  it('leaves out a coupon without its readings or with a modulus that does not rise', () => {
    const base = { specimenNum: '7.1.2', area: 0.5, loadAt1000: 500, loadAt3000: 1500, strength: 12000 };
    expect(stressStrainCurves([{ ...base, loadAt3000: null }])).toEqual([]);
    expect(stressStrainCurves([{ ...base, area: 0 }])).toEqual([]);
    expect(stressStrainCurves([{ ...base, loadAt3000: 400 }])).toEqual([]);
  });

  it('steps an axis by 1, 2 or 5 times a power of ten', () => {
    expect(axisStep(12000)).toBe(5000);
    expect(axisStep(90_000)).toBe(20_000);
    expect(axisStep(1000)).toBe(200);
  });
});
