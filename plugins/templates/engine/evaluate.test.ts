import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile.ts';
import type { CompiledTemplate } from './compile.ts';
import { evaluateResult } from './evaluate.ts';
import { NO_MIN_PSI_MESSAGE } from './status.ts';
import { cylinderTemplate } from './test-support.ts';

function compiled(change: (template: Record<string, unknown>) => void = () => {}): CompiledTemplate {
  const template = cylinderTemplate();
  change(template);
  const result = compileTemplate(template, { id: 'test-cylinder', version: '1.0.0' });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.template;
}

const sample = { minPsi: 4000, castDate: '2024-03-01' };
const specimen = { testDate: '2024-03-29' };

describe('evaluateResult', () => {
  it('computes values and passes a 28-day break: 52,000 lbf on a 4.00 in cylinder is 4140 psi', () => {
    const result = evaluateResult(compiled(), { fields: { diameter: '4.00', load: '52000' }, sample, specimen });
    expect(result).toMatchObject({ template: { id: 'test-cylinder', version: '1.0.0' }, status: 'Passed', errors: [] });
    expect(result.computed).toMatchObject({ calculatedPsi: 4140, age: 28, pctAge: 100 });
    expect(result.computed.area).toBeCloseTo(12.566371, 6);
  });

  it('judges a 7-day break against 65 % of min psi, and says so: 2550 < 4000 × 65 / 100 = 2600', () => {
    const low = evaluateResult(compiled(), { fields: { diameter: 4, load: 32000 }, sample, specimen: { testDate: '2024-03-08' } });
    expect(low.computed).toMatchObject({ calculatedPsi: 2550, pctAge: 65 });
    expect(low.status).toBe('Failed');
    expect(low.message).toContain('The minimum psi is 2600.');
  });

  describe('an age the age table does not cover', () => {
    // The table of test-support starts at 0 days, 0 %: ages 0 to 2 set no requirement.
    it('is never judged against a minimum of 0: 2,120 psi broken on its cast day is refused, not Passed', () => {
      const sameDay = evaluateResult(compiled(), { fields: { diameter: 4, load: 26640 }, sample, specimen: { testDate: '2024-03-01' } });
      expect(sameDay.computed).toMatchObject({ calculatedPsi: 2120, age: 0, pctAge: 0 });
      expect(sameDay).toMatchObject({ status: 'Pending', message: 'No strength requirement for an age of 0 days' });
      expect(sameDay.errors).toEqual([
        { templateId: 'test-cylinder', field: 'testDate', message: 'No strength requirement for an age of 0 days' },
      ]);
    });

    it('is refused as well where the table has no row at or below the age (a table from 3 days, age 2)', () => {
      const fromThree = compiled((t) => {
        const table = (t.lookupTables as Record<string, { rows: unknown[][] }>).pctAgeTable as { rows: unknown[][] };
        table.rows = table.rows.filter((row) => row[0] !== 0);
      });
      const early = evaluateResult(fromThree, { fields: { diameter: 4, load: 26640 }, sample, specimen: { testDate: '2024-03-03' } });
      expect(early.computed).toMatchObject({ age: 2, pctAge: null });
      expect(early.message).toBe('No strength requirement for an age of 2 days');
    });

    it('is judged by the nearest covered age when the template reads its table so: age 2 reads the 3-day 40 %, 1600 psi', () => {
      const nearest = compiled((t) => {
        const table = (t.lookupTables as Record<string, { rows: unknown[][] }>).pctAgeTable as { rows: unknown[][] };
        table.rows = [
          [3, 40],
          [7, 65],
          [28, 100],
        ];
        (t.computedValues as Record<string, string>).pctAge = 'vlookup(age, pctAgeTable, 2, "nearest")';
      });
      const early = (load: number) =>
        evaluateResult(nearest, { fields: { diameter: 4, load }, sample, specimen: { testDate: '2024-03-03' } });
      // 20,000 lbf / 12.566 in² = 1591.5 → 1590 psi < 4000 × 40 / 100 = 1600; 20,200 lbf → 1610 psi.
      expect(early(20000)).toMatchObject({ status: 'Failed', computed: { calculatedPsi: 1590, pctAge: 40 } });
      expect(early(20000).message).toContain('The minimum psi is 1600.');
      expect(early(20200)).toMatchObject({ status: 'Passed', computed: { calculatedPsi: 1610 } });
    });

    it('does not stop a result without a test date, which waits for its age', () => {
      const unknown = evaluateResult(compiled(), { fields: { diameter: 4, load: 52000 }, sample, specimen: {} });
      expect(unknown).toMatchObject({ status: 'Pending', errors: [] });
    });
  });

  it('is pending, naming the field, while a required field is empty', () => {
    const result = evaluateResult(compiled(), { fields: { diameter: 4 }, sample, specimen });
    expect(result).toMatchObject({ status: 'Pending', message: 'Load (lbf) is required' });
    expect(result.computed.calculatedPsi).toBe(null);
  });

  it('reports a numeric field holding text as an error and stays pending', () => {
    const result = evaluateResult(compiled(), { fields: { diameter: 4, load: 'broke early' }, sample, specimen });
    expect(result.errors).toEqual([{ templateId: 'test-cylinder', field: 'load', message: 'Load (lbf) must be a number' }]);
    expect(result.status).toBe('Pending');
  });

  it('fills empty fields from defaultValues, then the field default', () => {
    const template = compiled((t) => {
      t.defaultValues = { diameter: 4 };
      (t.fields as unknown[])[2] = { name: 'fractureType', label: 'Fracture Type', type: 'select', options: ['1', '2'], default: '1' };
    });
    expect(evaluateResult(template, { fields: { load: 52000, diameter: '' }, sample, specimen }).fields).toEqual({
      diameter: 4,
      load: 52000,
      fractureType: '1',
    });
  });

  it('fails when a field holds its outOfSpecValue, or the template outOfSpecField its value', () => {
    const byField = compiled((t) => {
      (t.fields as unknown[]).push({
        name: 'capping',
        label: 'Capping',
        type: 'radio',
        options: ['Good', 'Defective'],
        outOfSpecValue: 'Defective',
        outOfSpecLabel: 'Defective capping',
      });
    });
    expect(evaluateResult(byField, { fields: { diameter: 4, load: 52000, capping: 'defective' }, sample, specimen })).toMatchObject({
      status: 'Failed',
      message: 'Defective capping',
    });
    const byTemplate = compiled((t) => {
      t.outOfSpecField = 'fractureType';
      t.outOfSpecValue = '6';
    });
    expect(evaluateResult(byTemplate, { fields: { diameter: 4, load: 52000, fractureType: 6 }, sample, specimen })).toMatchObject({
      status: 'Failed',
      message: 'Fracture Type is 6',
    });
  });

  it('fails when requiredToPass is false, with the spec message; pending while it is null', () => {
    const template = compiled((t) => {
      t.requiredToPass = 'calculatedPsi >= 4500';
      t.requiredValue = '"4,500 psi"';
    });
    expect(evaluateResult(template, { fields: { diameter: 4, load: 52000 }, sample, specimen })).toMatchObject({
      status: 'Failed',
      message: '4140 does not meet the requirement of 4,500 psi',
    });
    expect(evaluateResult(template, { fields: { diameter: 4, load: 60000 }, sample, specimen }).status).toBe('Passed');
    expect(evaluateResult(template, { fields: { diameter: 0, load: 60000 }, sample, specimen }).status).toBe('Pending');
  });

  it('judges neither requiredToPass nor psi for information only', () => {
    const template = compiled((t) => (t.requiredToPass = 'calculatedPsi >= 4500'));
    expect(evaluateResult(template, { fields: { diameter: 4, load: 52000 }, sample: { forInformationOnly: true }, specimen }).status).toBe(
      'Passed',
    );
  });

  it('skips the psi check with noPsi, and checks the dynamicPsi field instead of calculatedPsi', () => {
    const noPsi = compiled((t) => (t.noPsi = true));
    expect(evaluateResult(noPsi, { fields: { diameter: 4, load: 52000 }, sample: {}, specimen }).status).toBe('Passed');
    const dynamic = compiled((t) =>
      (t.fields as unknown[]).push({ name: 'enteredPsi', label: 'Strength', type: 'text', numeric: true, dynamicPsi: true }),
    );
    expect(evaluateResult(dynamic, { fields: { diameter: 4, load: 52000, enteredPsi: 3000 }, sample, specimen }).status).toBe('Failed');
  });

  it('ignores a conditional field while hidden', () => {
    const template = compiled((t) => {
      (t.fields as unknown[]).push({
        name: 'otherFracture',
        label: 'Describe',
        type: 'conditional_text',
        required: true,
        conditionState: 'fractureType',
        conditionValues: ['6'],
      });
      (t.computedValues as Record<string, string>).note = 'or(otherFracture, "none")';
    });
    const hidden = evaluateResult(template, {
      fields: { diameter: 4, load: 52000, fractureType: '2', otherFracture: 'x' },
      sample,
      specimen,
    });
    expect(hidden).toMatchObject({ status: 'Passed', computed: { note: 'none' } });
    const shown = evaluateResult(template, { fields: { diameter: 4, load: 52000, fractureType: '6' }, sample, specimen });
    expect(shown).toMatchObject({ status: 'Pending', message: 'Describe is required' });
  });

  it('reads a dynamic_input value under the name its formula gives', () => {
    const template = compiled((t) => {
      (t.fields as unknown[]).push({
        name: 'reading',
        label: 'Reading',
        type: 'dynamic_input',
        dynamicName: 'specimen.gauge',
        dynamicLabel: '"Reading"',
      });
      (t.computedValues as Record<string, string>).doubled = 'reading * 2';
    });
    const result = evaluateResult(template, {
      fields: { diameter: 4, load: 52000, gaugeA: 21 },
      sample,
      specimen: { ...specimen, gauge: 'gaugeA' },
    });
    expect(result.computed.doubled).toBe(42);
  });

  it('checks a select value against its options: a C39 fracture type 7 is refused, " 3 " is type 3', () => {
    const seven = evaluateResult(compiled(), { fields: { diameter: 4, load: 52000, fractureType: 7 }, sample, specimen });
    expect(seven.errors).toEqual([
      { templateId: 'test-cylinder', field: 'fractureType', message: 'Fracture Type must be one of 1, 2, 3, 4, 5, 6' },
    ]);
    expect(seven.status).toBe('Pending');
    const three = evaluateResult(compiled(), { fields: { diameter: 4, load: 52000, fractureType: ' 3 ' }, sample, specimen });
    expect(three).toMatchObject({ fields: { fractureType: '3' }, status: 'Passed', errors: [] });
  });

  it('checks a radio value against its options, values of { value, label } options too', () => {
    const template = compiled((t) =>
      (t.fields as unknown[]).push({
        name: 'location',
        label: 'Failure Location',
        type: 'radio',
        options: [
          { value: 'G', label: 'Gage' },
          { value: 'A', label: 'At grip' },
        ],
      }),
    );
    const result = evaluateResult(template, { fields: { diameter: 4, load: 52000, location: 'Gage' }, sample, specimen });
    expect(result.errors).toEqual([{ templateId: 'test-cylinder', field: 'location', message: 'Failure Location must be one of G, A' }]);
    expect(evaluateResult(template, { fields: { diameter: 4, load: 52000, location: 'g' }, sample, specimen }).fields.location).toBe('G');
  });

  describe('review rules', () => {
    const template = compiled((t) => {
      t.reviewRules = {
        tooSmall: { when: 'diameter < 3', remark: 'Diameter below 3 in: outside the method' },
        oddLoad: { when: 'load > 100000', remark: 'Load above 100,000 lbf' },
      };
    });

    it('holds a result that breaks one Pending with its remark, whatever its strength', () => {
      // 13,000 lbf on a 2.00 in cylinder: 13,000 / 3.1416 = 4138 → 4140 psi, a pass but for the rule.
      const result = evaluateResult(template, { fields: { diameter: 2, load: 13000 }, sample, specimen });
      expect(result).toMatchObject({
        computed: { calculatedPsi: 4140 },
        status: 'Pending',
        message: 'Review needed: Diameter below 3 in: outside the method',
        remarks: [{ rule: 'tooSmall', text: 'Diameter below 3 in: outside the method', accepted: false }],
      });
    });

    it('judges the result once a person has accepted the remark, which stays on the record', () => {
      const result = evaluateResult(template, { fields: { diameter: 2, load: 13000 }, sample, specimen, acceptedRemarks: ['tooSmall'] });
      expect(result).toMatchObject({ status: 'Passed', remarks: [{ rule: 'tooSmall', accepted: true }] });
    });

    it('does not flag while the rule cannot be judged (null), nor a result within the rules', () => {
      expect(evaluateResult(template, { fields: { diameter: 4, load: 52000 }, sample, specimen })).toMatchObject({
        status: 'Passed',
        remarks: [],
      });
      expect(evaluateResult(template, { fields: { load: 52000 }, sample, specimen }).remarks).toEqual([]);
    });
  });

  it('reads a min psi of 0 as not set: the no-psi alert, and formulas see sample.minPsi as null', () => {
    const template = compiled((t) => ((t.computedValues as Record<string, string>).specified = 'sample.minPsi'));
    const result = evaluateResult(template, {
      fields: { diameter: 4, load: 52000 },
      sample: { minPsi: 0, castDate: '2024-03-01' },
      specimen,
    });
    expect(result).toMatchObject({ status: 'Pending', message: NO_MIN_PSI_MESSAGE, computed: { specified: null } });
  });

  it("gives formulas the specimen's scheduled test age, from testAge or its test type's dateVariance", () => {
    const template = compiled((t) => ((t.computedValues as Record<string, string>).scheduled = 'specimen.testAge'));
    const fields = { diameter: 4, load: 52000 };
    expect(evaluateResult(template, { fields, sample, specimen: { ...specimen, testAge: 28 } }).computed.scheduled).toBe(28);
    expect(evaluateResult(template, { fields, sample, specimen: { ...specimen, TestType: { dateVariance: 7 } } }).computed.scheduled).toBe(
      7,
    );
    expect(evaluateResult(template, { fields, sample, specimen }).computed.scheduled).toBe(null);
  });

  it('returns formula errors as data and stays pending', () => {
    const template = compiled((t) => ((t.computedValues as Record<string, string>).area = 'vlookup(diameter, pctAgeTable, 9)'));
    const result = evaluateResult(template, { fields: { diameter: 4, load: 52000 }, sample, specimen });
    expect(result.status).toBe('Pending');
    expect(result.errors).toEqual([
      expect.objectContaining({
        templateId: 'test-cylinder',
        formula: 'computedValues.area',
        message: "vlookup: column 9 is outside the table's 2 columns",
      }),
    ]);
  });
});
