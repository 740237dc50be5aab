import { describe, expect, it } from 'vitest';
import { compileFormula, evaluateFormula, formulaNames, MAX_FORMULA_LENGTH } from './formula.ts';

describe('compileFormula', () => {
  it('compiles once and evaluates against many scopes', () => {
    const psi = compileFormula('roundTo(load / area * correctionFactor, -1)');
    if (!psi.ok) throw new Error(psi.error.message);
    expect(psi.evaluate({ load: 52000, area: 12.6292, correctionFactor: 1 })).toEqual({ ok: true, value: 4120 });
    expect(psi.evaluate({ load: 0, area: 12.6292, correctionFactor: 1 })).toEqual({ ok: true, value: 0 });
    expect(psi.evaluate({ load: null, area: 12.6292, correctionFactor: 1 })).toEqual({ ok: true, value: null });
  });

  it('lists the root names it reads, once each, without functions or fields', () => {
    const compiled = compileFormula('dateDiff(or(specimen.castDate, sample.castDate), specimen.testDate) + PI + x + x');
    expect(compiled.ok && compiled.names).toEqual(['specimen', 'sample', 'PI', 'x']);
  });

  it('labels errors with the template and formula names', () => {
    const compiled = compileFormula('load /', { templateId: 'ds-pq-502.1', formulaName: 'calculatedPsi' });
    expect(compiled).toEqual({
      ok: false,
      error: {
        templateId: 'ds-pq-502.1',
        formula: 'calculatedPsi',
        message: 'the formula ends where a value was expected',
        line: 1,
        column: 7,
        offset: 6,
        length: 0,
      },
    });
  });

  it('labels evaluation errors too', () => {
    const compiled = compileFormula('x * 2', { templateId: 't', formulaName: 'f' });
    const result = compiled.ok ? compiled.evaluate({}) : compiled;
    expect(result).toMatchObject({ ok: false, error: { templateId: 't', formula: 'f', message: "unknown name 'x'", line: 1, column: 1 } });
  });

  it('refuses a formula over MAX_FORMULA_LENGTH characters with a clear error, before any parsing', () => {
    expect(MAX_FORMULA_LENGTH).toBe(50_000);
    const longest = `1${'+1'.repeat(24_999)} `;
    expect(longest.length).toBe(MAX_FORMULA_LENGTH);
    expect(evaluateFormula(longest)).toEqual({ ok: true, value: 25_000 });
    expect(compileFormula(`${longest}+1 `, { templateId: 't', formulaName: 'f' })).toEqual({
      ok: false,
      error: {
        templateId: 't',
        formula: 'f',
        message: 'the formula is 50,003 characters long; a formula may have at most 50,000',
        line: 1,
        column: 1,
        offset: 0,
        length: 0,
      },
    });
  });

  it('does not throw for a source that is not text', () => {
    expect(compileFormula(42 as unknown as string).ok).toBe(true);
  });
});

describe('evaluateFormula and formulaNames', () => {
  it('evaluates in one step', () => {
    expect(evaluateFormula('2 + 3 * x', { x: 4 })).toEqual({ ok: true, value: 14 });
  });

  it('evaluates without a scope', () => {
    expect(evaluateFormula('roundTo(PI, 4)')).toEqual({ ok: true, value: 3.1416 });
  });

  it('lists names, or reports the syntax error', () => {
    expect(formulaNames('area * load')).toEqual({ ok: true, names: ['area', 'load'] });
    expect(formulaNames('area *').ok).toBe(false);
  });
});
