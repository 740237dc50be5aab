import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile.ts';
import { evaluateSet } from './set.ts';
import { cylinderTemplate } from './test-support.ts';

function template(final: Record<string, string>) {
  // averagePsi stays, because the report summary of the test template reads it.
  const definition = { ...cylinderTemplate(), finalComputedValues: { averagePsi: 'average(map(specimens, "calculatedPsi"))', ...final } };
  const result = compileTemplate(definition, { id: 'test-cylinder' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.template;
}

const results = [
  { fields: { diameter: 4, load: 32000 }, specimen: { testDate: '2024-03-08', specimenNum: '7.1.1' } },
  { fields: { diameter: 4, load: 52000 }, specimen: { testDate: '2024-03-29', specimenNum: '7.1.2' } },
  { fields: { diameter: 4, load: 52500 }, specimen: { testDate: '2024-03-29', specimenNum: '7.1.3' } },
  { fields: { diameter: 4 }, specimen: { specimenNum: '7.1.4' } },
];

describe('evaluateSet', () => {
  it('gives final values over specimens: the 28-day average (4140 + 4180) / 2 = 4160', () => {
    const set = evaluateSet(
      template({
        strength: 'roundTo(condAvg(map(specimens, "calculatedPsi"), map(specimens, "age"), 28), -1)',
        tested: 'map(specimens, "status")',
        lastTest: 'dateFormat(lastValue(map(specimens, "testDate")))',
        spread: 'standardDeviation(map(specimens, "calculatedPsi"))',
        minimum: 'sample.minPsi',
      }),
      { sample: { minPsi: 4000, castDate: '2024-03-01' }, results },
    );
    expect(set.results.map((result) => result.computed.calculatedPsi)).toEqual([2550, 4140, 4180, null]);
    expect(set.final).toMatchObject({
      strength: 4160,
      tested: ['Failed', 'Passed', 'Passed', 'Pending'],
      lastTest: '03/29/2024',
      minimum: 4000,
    });
    // mean 3623.33; squared deviations 1152044.4 + 266944.4 + 309877.8 = 1728866.7; √(1728866.7 / 2) = 929.75
    expect(set.final.spread).toBeCloseTo(929.75, 2);
    expect(set.errors).toEqual([]);
  });

  it('gives each specimen its fields, computed values, castDate, testDate, age and status', () => {
    const set = evaluateSet(template({ first: 'lastValue(specimens)' }), {
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      results: results.slice(0, 1),
    });
    expect(set.specimens[0]).toMatchObject({
      specimenNum: '7.1.1',
      diameter: 4,
      load: 32000,
      calculatedPsi: 2550,
      castDate: '2024-03-01',
      testDate: '2024-03-08',
      age: 7,
      status: 'Failed',
    });
  });

  it("groups strengths by the specimen's scheduled test age: a 28-day cylinder broken at 29 days is a 28-day result", () => {
    // Broken on 03/30, 29 days after casting; by elapsed days it would join no 28-day group.
    const late = [
      { fields: { diameter: 4, load: 52000 }, specimen: { testDate: '2024-03-29', testAge: 28 } },
      { fields: { diameter: 4, load: 52500 }, specimen: { testDate: '2024-03-30', TestType: { dateVariance: 28 } } },
      { fields: { diameter: 4, load: 33000 }, specimen: { testDate: '2024-03-08' } },
    ];
    const set = evaluateSet(
      template({
        byTestAge: 'roundTo(condAvg(map(specimens, "calculatedPsi"), map(specimens, "testAge"), 28), -1)',
        byAge: 'condAvg(map(specimens, "calculatedPsi"), map(specimens, "age"), 28)',
      }),
      { sample: { minPsi: 4000, castDate: '2024-03-01' }, results: late },
    );
    expect(set.specimens.map((item) => [item.age, item.testAge])).toEqual([
      [28, 28],
      [29, 28],
      [7, 7],
    ]);
    // (4140 + 4180) / 2 = 4160; by elapsed age only the first, 4140.
    expect(set.final).toMatchObject({ byTestAge: 4160, byAge: 4140 });
  });

  it('shows final formulas a min psi of 0 as not set, and each specimen its remarks', () => {
    const definition = {
      ...cylinderTemplate(),
      finalComputedValues: { averagePsi: 'sample.minPsi' },
      reviewRules: { big: { when: 'diameter > 5', remark: 'Big' } },
    };
    const compiled = compileTemplate(definition, { id: 'test-cylinder' });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    const set = evaluateSet(compiled.template, { sample: { minPsi: 0 }, results: [{ fields: { diameter: 6, load: 1000 }, specimen: {} }] });
    expect(set.final.averagePsi).toBe(null);
    expect(set.specimens[0]?.remarks).toEqual([{ rule: 'big', text: 'Big', accepted: false }]);
  });

  it('computes final values in dependency order, each seeing the others', () => {
    const set = evaluateSet(template({ rounded: 'roundTo(mean, -1)', mean: 'average(map(specimens, "calculatedPsi"))' }), {
      sample: {},
      results: results.slice(1, 3),
    });
    expect(set.final).toMatchObject({ mean: 4160, rounded: 4160 });
  });

  it('reports final formula errors as data', () => {
    const set = evaluateSet(template({ bad: 'vlookup(1, specimens, 2)' }), { sample: {}, results: results.slice(0, 1) });
    expect(set.final.bad).toBe(null);
    expect(set.errors[0]).toMatchObject({
      formula: 'finalComputedValues.bad',
      message: 'vlookup: every row of the table must be a list, e.g. [[1.0, 0.87], [1.25, 0.93]]',
    });
  });
});
