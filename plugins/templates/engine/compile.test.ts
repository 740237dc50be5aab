import { describe, expect, it } from 'vitest';
import { compileTemplate } from './compile.ts';
import { cylinderTemplate } from './test-support.ts';

function problemsOf(change: (template: Record<string, unknown>) => void) {
  const template = cylinderTemplate();
  change(template);
  const result = compileTemplate(template, { id: 'test-cylinder' });
  return result.ok ? [] : result.problems;
}

describe('compileTemplate', () => {
  it('compiles a sound template with computed values in dependency order', () => {
    const result = compileTemplate(cylinderTemplate(), { id: 'test-cylinder', version: '1.2.0' });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.template.computed.map((item) => item.name)).toEqual(['area', 'calculatedPsi', 'age', 'pctAge']);
    expect(result.template.version).toBe('1.2.0');
    expect(Object.isFrozen(result.template.tables.pctAgeTable)).toBe(true);
  });

  it('reports schema problems with their path', () => {
    expect(problemsOf((t) => (((t.fields as { type: string }[])[0] as { type: string }).type = 'number'))).toEqual([
      expect.objectContaining({ templateId: 'test-cylinder', where: 'fields.0.type' }),
    ]);
    expect(problemsOf((t) => (t.computedValues = { 'bad name': '1' }))[0]?.where).toBe('computedValues.bad name');
  });

  it('reports a formula that does not parse, with the template, formula, line and column', () => {
    expect(problemsOf((t) => ((t.computedValues as Record<string, string>).area = 'PI * diameter ^'))).toEqual([
      {
        templateId: 'test-cylinder',
        where: 'computedValues.area',
        message: 'the formula ends where a value was expected',
        line: 1,
        column: 16,
      },
    ]);
  });

  it('reports a name that resolves nowhere', () => {
    expect(problemsOf((t) => ((t.computedValues as Record<string, string>).area = 'PI * diamter ^ 2 / 4'))).toEqual([
      {
        templateId: 'test-cylinder',
        where: 'computedValues.area',
        message: "the name 'diamter' is not a field, computed value, lookup table or known value",
      },
    ]);
  });

  it('does not let final values read per-result names, nor results read specimens', () => {
    const problems = problemsOf((t) => {
      (t.finalComputedValues as Record<string, string>).bad = 'calculatedPsi';
      (t.computedValues as Record<string, string>).worse = 'average(map(specimens, "load"))';
    });
    expect(problems.map((item) => item.where)).toEqual(['computedValues.worse', 'finalComputedValues.bad']);
  });

  it('reports a cycle, naming it', () => {
    expect(problemsOf((t) => ((t.computedValues as Record<string, string>).area = 'calculatedPsi * 0 + PI * diameter ^ 2 / 4'))).toEqual([
      {
        templateId: 'test-cylinder',
        where: 'computedValues',
        message: 'these values depend on each other in a cycle: calculatedPsi → area → calculatedPsi',
      },
    ]);
  });

  it('reports a name defined twice', () => {
    const problems = problemsOf((t) => {
      (t.computedValues as Record<string, string>).load = '1';
      (t.lookupTables as Record<string, unknown>).sample = { rows: [[1, 2]] };
    });
    expect(problems.map((item) => item.message)).toEqual([
      "'load' is defined twice: as a field and as a computed value",
      "'sample' is defined twice: as a name the portal provides and as a lookup table",
    ]);
  });

  it('checks the attributes that name fields and report fields', () => {
    const problems = problemsOf((t) => {
      t.outOfSpecField = 'capping';
      t.outOfSpecValue = 'Defective';
      t.defaultValues = { weight: 1 };
      t.requiredValue = '"2,500 psi"';
      (t.fields as unknown[]).push({
        name: 'note',
        label: 'Note',
        type: 'conditional_text',
        conditionState: 'nothing',
        conditionValues: ['x'],
      });
      (t.report as { sections: { generalInfo: { includedFields: string[] } } }).sections.generalInfo.includedFields.push('colour');
    });
    expect(problems.map((item) => `${item.where}: ${item.message}`)).toEqual([
      'fields.note: conditionState must name another field',
      "defaultValues.weight: 'weight' is not a field",
      "outOfSpecField: 'capping' is not a field",
      'requiredValue: requiredValue is shown only with a requiredToPass formula',
      "report.sections.generalInfo: 'colour' is not a generalInfo field of the report",
    ]);
  });

  it('refuses a select or radio default that is not one of its options', () => {
    const problems = problemsOf((t) => {
      t.defaultValues = { fractureType: '7' };
      (t.fields as unknown[]).push({ name: 'capping', label: 'Capping', type: 'radio', options: ['Good', 'Defective'], default: 'Fine' });
    });
    expect(problems.map((item) => `${item.where}: ${item.message}`)).toEqual([
      "fields.capping: the default 'Fine' is not one of the options",
      "defaultValues.fractureType: '7' is not one of the options of fractureType",
    ]);
  });

  it('compiles review rules, checking the names they read', () => {
    const rules = { tooSmall: { when: 'diameter < 3', remark: 'Too small' } };
    const compiled = compileTemplate({ ...cylinderTemplate(), reviewRules: rules }, { id: 'test-cylinder' });
    expect(compiled.ok && compiled.template.reviewRules.map((rule) => [rule.name, rule.remark])).toEqual([['tooSmall', 'Too small']]);
    const problems = problemsOf((t) => (t.reviewRules = { odd: { when: 'diametr < 3', remark: 'Odd' } }));
    expect(problems.map((item) => `${item.where}: ${item.message}`)).toEqual([
      "reviewRules.odd: the name 'diametr' is not a field, computed value, lookup table or known value",
    ]);
  });

  it('checks lookup table rows against their columns, and the name against the id', () => {
    const problems = problemsOf((t) => {
      t.name = 'other';
      (t.lookupTables as Record<string, unknown>).pctAgeTable = { columns: ['age', 'pct'], rows: [[0, 0], [7]] };
    });
    expect(problems.map((item) => item.where)).toEqual(['name', 'lookupTables.pctAgeTable.rows[1]']);
  });

  it('refuses input that is not a template at all', () => {
    expect(compileTemplate(null, { id: 'x' }).ok).toBe(false);
    expect(compileTemplate('text', { id: 'x' }).ok).toBe(false);
  });
});
