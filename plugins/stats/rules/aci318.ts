/**
 * Concrete acceptance by ACI 318 (26.12.3): a strength test is the average of the cylinders of one
 * sample set broken at the design age; the mix is accepted when every average of three
 * consecutive tests reaches f'c and no test falls more than 500 psi below f'c (f'c up to
 * 5,000 psi) or below 0.90 f'c (above 5,000 psi). From 15 tests the lab can tell the mix's
 * standard deviation and coefficient of variation (ACI 214R).
 */

/** The strength tests a variability figure needs before it means anything. */
export const TESTS_FOR_VARIABILITY = 15;
/** Above this f'c the individual limit is a tenth below f'c instead of 500 psi below. */
const HIGH_STRENGTH_PSI = 5000;

/** One sample set's cylinders broken at the design age. */
export interface SampleBreaks {
  sampleNum: string;
  /** Each cylinder's strength in psi. */
  cylinders: readonly number[];
}

export interface StrengthTest {
  sampleNum: string;
  /** Average of the set's cylinders, psi. */
  strength: number;
  /** Average of this test and the two before it; null for the first two. */
  runningAverage: number | null;
  /** The running average is below f'c. */
  lowAverage: boolean;
  /** The test is below the individual limit. */
  lowTest: boolean;
}

export interface Acceptance {
  tests: StrengthTest[];
  /** The lowest a single test may be. */
  individualLimit: number;
  meetsAverage: boolean;
  meetsIndividual: boolean;
  /** Sample standard deviation of the tests (n − 1), from 15 tests. */
  standardDeviation?: number;
  /** Standard deviation over the mean, in percent, from 15 tests. */
  coefficientOfVariation?: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A strength test: the average of one set's cylinders, to the psi. */
export function strengthTest(cylinders: readonly number[]): number {
  if (cylinders.length === 0) throw new Error('A strength test needs at least one cylinder');
  return round(mean(cylinders), 0);
}

/** The lowest a single test may be: f'c − 500 psi up to 5,000 psi, 0.90 f'c above. */
export function individualLimit(fc: number): number {
  return fc <= HIGH_STRENGTH_PSI ? fc - 500 : round(0.9 * fc, 0);
}

/** The averages of every three consecutive tests, aligned with the tests (null for the first two). */
export function runningAverages(strengths: readonly number[]): Array<number | null> {
  return strengths.map((_, index) => (index < 2 ? null : round(mean(strengths.slice(index - 2, index + 1)), 0)));
}

/** Sample standard deviation (n − 1) and coefficient of variation in percent, each to one decimal. */
export function variability(strengths: readonly number[]): { standardDeviation: number; coefficientOfVariation: number } {
  const average = mean(strengths);
  const variance = strengths.reduce((sum, value) => sum + (value - average) ** 2, 0) / (strengths.length - 1);
  const deviation = Math.sqrt(variance);
  return { standardDeviation: round(deviation, 1), coefficientOfVariation: round((deviation / average) * 100, 1) };
}

/** A mix's acceptance from its sets in the order they were cast. */
export function acceptance(fc: number, sets: readonly SampleBreaks[]): Acceptance {
  const strengths = sets.map((set) => strengthTest(set.cylinders));
  const averages = runningAverages(strengths);
  const limit = individualLimit(fc);
  const tests = sets.map((set, index) => {
    const runningAverage = averages[index] ?? null;
    return {
      sampleNum: set.sampleNum,
      strength: strengths[index]!,
      runningAverage,
      lowAverage: runningAverage !== null && runningAverage < fc,
      lowTest: strengths[index]! < limit,
    };
  });
  return {
    tests,
    individualLimit: limit,
    meetsAverage: tests.every((test) => !test.lowAverage),
    meetsIndividual: tests.every((test) => !test.lowTest),
    ...(strengths.length >= TESTS_FOR_VARIABILITY ? variability(strengths) : {}),
  };
}
