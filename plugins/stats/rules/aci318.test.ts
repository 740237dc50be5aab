import { describe, expect, it } from 'vitest';
import { acceptance, individualLimit, runningAverages, strengthTest, variability } from './aci318.ts';

describe('ACI 318 acceptance, worked by hand', () => {
  it('takes a strength test as the average of one set’s cylinders, to the psi', () => {
    // (3,900 + 4,000 + 4,100) / 3 = 4,000; (4,010 + 4,025) / 2 = 4,017.5 → 4,018
    expect(strengthTest([3900, 4000, 4100])).toBe(4000);
    expect(strengthTest([4010, 4025])).toBe(4018);
    expect(() => strengthTest([])).toThrow('at least one cylinder');
  });

  it("sets the individual limit 500 psi below f'c up to 5,000 psi and at 0.90 f'c above", () => {
    expect(individualLimit(3000)).toBe(2500);
    expect(individualLimit(5000)).toBe(4500);
    // 0.90 × 5,500 = 4,950; 0.90 × 8,000 = 7,200
    expect(individualLimit(5500)).toBe(4950);
    expect(individualLimit(8000)).toBe(7200);
  });

  it('averages every three consecutive tests', () => {
    // (4,200 + 4,000 + 3,450) / 3 = 3,883.3 → 3,883; (4,000 + 3,450 + 4,600) / 3 = 4,016.7 → 4,017
    expect(runningAverages([4200, 4000, 3450, 4600])).toEqual([null, null, 3883, 4017]);
  });

  it('flags a 4,000 psi mix with a low test and a low running average', () => {
    const result = acceptance(4000, [
      { sampleNum: 'A', cylinders: [4100, 4300] }, // 4,200
      { sampleNum: 'B', cylinders: [3900, 4000, 4100] }, // 4,000
      { sampleNum: 'C', cylinders: [3400, 3500] }, // 3,450 < 3,500: low test; average 3,883 < 4,000
      { sampleNum: 'D', cylinders: [4500, 4700] }, // 4,600; average 4,017
    ]);
    expect(result.tests).toEqual([
      { sampleNum: 'A', strength: 4200, runningAverage: null, lowAverage: false, lowTest: false },
      { sampleNum: 'B', strength: 4000, runningAverage: null, lowAverage: false, lowTest: false },
      { sampleNum: 'C', strength: 3450, runningAverage: 3883, lowAverage: true, lowTest: true },
      { sampleNum: 'D', strength: 4600, runningAverage: 4017, lowAverage: false, lowTest: false },
    ]);
    expect(result).toMatchObject({ individualLimit: 3500, meetsAverage: false, meetsIndividual: false });
    expect(result).not.toHaveProperty('standardDeviation');
  });

  it("accepts a 6,000 psi mix whose lowest test is within 0.90 f'c", () => {
    // 5,500 ≥ 5,400; (5,500 + 6,400 + 6,300) / 3 = 6,066.7 → 6,067 ≥ 6,000
    const result = acceptance(6000, [
      { sampleNum: '1', cylinders: [5500] },
      { sampleNum: '2', cylinders: [6400] },
      { sampleNum: '3', cylinders: [6300] },
    ]);
    expect(result.tests.map((test) => test.runningAverage)).toEqual([null, null, 6067]);
    expect(result).toMatchObject({ individualLimit: 5400, meetsAverage: true, meetsIndividual: true });
  });

  it('gives the standard deviation and coefficient of variation from 15 tests', () => {
    // Five times 4,000, 4,200, 4,400: mean 4,200; squares 5 × (40,000 + 0 + 40,000) = 400,000;
    // 400,000 / 14 = 28,571.4; √ = 169.03 → 169.0 psi; 169.03 / 4,200 = 4.02 % → 4.0 %
    const strengths = Array.from({ length: 15 }, (_, index) => [4000, 4200, 4400][index % 3]!);
    expect(variability(strengths)).toEqual({ standardDeviation: 169, coefficientOfVariation: 4 });
    const sets = strengths.map((strength, index) => ({ sampleNum: String(index + 1), cylinders: [strength] }));
    expect(acceptance(4000, sets)).toMatchObject({ standardDeviation: 169, coefficientOfVariation: 4, meetsAverage: true });
    expect(acceptance(4000, sets.slice(0, 14))).not.toHaveProperty('standardDeviation');
  });
});
