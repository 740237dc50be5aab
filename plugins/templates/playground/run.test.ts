import { describe, expect, it } from 'vitest';
import type { CompiledTemplate } from '../engine/index.ts';
import { compilePlayground, evaluatePlayground, tryFormula, withOverrides } from './run.ts';
import type { FormulaTarget } from './run.ts';
import { CONCRETE_META, CYLINDER, concreteDefinition } from './test-support.ts';

const definition = concreteDefinition();
const original = compilePlayground(definition, CONCRETE_META, {});
const template = original.template as CompiledTemplate;
const evaluation = evaluatePlayground(template, CYLINDER);
const PSI: FormulaTarget = { section: 'computedValues', name: 'calculatedPsi' };

describe('the playground engine on the concrete-cylinder template', () => {
  it('computes every value and the status of a worked cylinder', () => {
    expect(original).toMatchObject({ problems: [], usesOriginal: false });
    const [result] = evaluation.results;
    expect(result?.computed).toEqual({
      meanDiameter: 4,
      area: expect.closeTo(12.5664, 4),
      ldRatio: 2,
      correctionFactor: 1,
      strength: expect.closeTo(3978.87, 2),
      calculatedPsi: 3980,
      age: 28,
      pctAge: 100,
    });
    expect(result?.status).toBe('Passed');
    // The cylinder alone is the set: its 28-day strength is the strength test.
    expect(evaluation.final).toEqual({ strengthTest28: 3980, average7Day: null, meetsSpecifiedStrength: true, lastTestDate: '03/29/2024' });
  });

  it('judges what is typed: a missing fracture type waits, 80,000 lbf (6370 psi) is above max psi 2 × 3000', () => {
    const pending = evaluatePlayground(template, { ...CYLINDER, fields: { ...CYLINDER.fields, fractureType: '' } }).results[0];
    expect(pending).toMatchObject({ status: 'Pending', message: 'Fracture Type is required' });
    const high = evaluatePlayground(template, { ...CYLINDER, fields: { ...CYLINDER.fields, load: '80000' } }).results[0];
    expect(high).toMatchObject({ status: 'Failed', computed: { calculatedPsi: 6370 } });
    const informative = evaluatePlayground(template, {
      ...CYLINDER,
      minPsi: '',
      forInformationOnly: true,
      fields: { ...CYLINDER.fields, load: '80000' },
    }).results[0];
    expect(informative?.status).toBe('Passed');
  });

  it('recomputes with an edited formula, and the values that depend on it follow', () => {
    // A factor of 0.96 (L/D 1.50) instead of 1: 3978.87 × 0.96 = 3819.72 → 3820 psi, and the strength test with it.
    const edited = compilePlayground(definition, CONCRETE_META, { computedValues: { correctionFactor: '0.96' } });
    expect(edited.usesOriginal).toBe(false);
    const values = evaluatePlayground(edited.template as CompiledTemplate, CYLINDER);
    expect(values.results[0]?.computed.calculatedPsi).toBe(3820);
    expect(values.final.strengthTest28).toBe(3820);
    expect(withOverrides(definition, { computedValues: { area: '1' } }).computedValues).toMatchObject({
      area: '1',
      ldRatio: 'length / meanDiameter',
    });
  });

  it('falls back to the template’s own formulas while an edit does not compile, and says why', () => {
    const broken = compilePlayground(definition, CONCRETE_META, { computedValues: { calculatedPsi: 'roundTo(load / area * , -1)' } });
    expect(broken).toMatchObject({
      usesOriginal: true,
      problems: [{ where: 'computedValues.calculatedPsi', message: "expected a value but found ','", line: 1, column: 23 }],
    });
    expect(evaluatePlayground(broken.template as CompiledTemplate, CYLINDER).results[0]?.computed.calculatedPsi).toBe(3980);
    const cycle = compilePlayground(definition, CONCRETE_META, { computedValues: { area: 'calculatedPsi * 2' } });
    expect(cycle.problems).toEqual([
      {
        templateId: 'ds-pq-502.1',
        where: 'computedValues',
        message: 'these values depend on each other in a cycle: area → calculatedPsi → strength → area',
      },
    ]);
  });

  it('gives a formula’s error with its line, column and span', () => {
    const at = (source: string) => tryFormula(source, PSI, template, evaluation, CYLINDER);
    expect(at('roundTo(load / area * , -1)')).toEqual({
      ok: false,
      error: {
        templateId: 'ds-pq-502.1',
        formula: 'computedValues.calculatedPsi',
        message: "expected a value but found ','",
        line: 1,
        column: 23,
        offset: 22,
        length: 1,
      },
    });
    expect(at('load / areaa')).toMatchObject({
      ok: false,
      error: { message: "unknown name 'areaa'", line: 1, column: 8, offset: 7, length: 5 },
    });
    expect(at('load /\n  (area')).toMatchObject({ ok: false, error: { line: 2, column: 8, offset: 14, length: 0 } });
    expect(at('roundTo(load / area, -1)')).toEqual({ ok: true, value: 3980 });
  });

  it('evaluates each kind of formula against what that kind sees', () => {
    expect(tryFormula('ldRatio * 2', { section: 'scratch' }, template, evaluation, CYLINDER)).toEqual({ ok: true, value: 4 });
    expect(
      tryFormula('dateDiff(sample.castDate, specimen.testDate, "weeks")', { section: 'scratch' }, template, evaluation, CYLINDER),
    ).toEqual({ ok: true, value: 4 });
    expect(
      tryFormula('map(specimens, "calculatedPsi")', { section: 'finalComputedValues', name: 'x' }, template, evaluation, CYLINDER),
    ).toEqual({ ok: true, value: [3980] });
    // Final values do not see one result's fields.
    expect(tryFormula('load', { section: 'finalComputedValues', name: 'x' }, template, evaluation, CYLINDER)).toMatchObject({
      ok: false,
      error: { message: "unknown name 'load'" },
    });
  });
});
