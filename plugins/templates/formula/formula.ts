/**
 * Compiling and evaluating formulas: the one place where lexing, parsing, compiling and
 * evaluating meet, and where every failure becomes a FormulaError. Nothing here throws.
 */
import { compileCst } from './compiler.ts';
import type { Evaluator } from './compiler.ts';
import { errorFromThrown, makeError, START } from './errors.ts';
import type { FormulaError, FormulaLabel } from './errors.ts';
import { parseTokens } from './parser.ts';
import { toLookup } from './scope.ts';
import type { Scope } from './scope.ts';
import { lex } from './tokens.ts';
import { toFormulaValue } from './values.ts';
import type { FormulaValue } from './values.ts';

/**
 * The longest formula compiled, in characters. Template formulas are a line or two; a flat chain
 * of several thousand terms fits (compiled in about 0.2 s). Past it, the time and memory of
 * parsing grow with no use to a lab: 1 MB took 26 s and 2.75 GB.
 */
export const MAX_FORMULA_LENGTH = 50_000;

function tooLongMessage(length: number): string {
  const format = (n: number) => n.toLocaleString('en-US');
  return `the formula is ${format(length)} characters long; a formula may have at most ${format(MAX_FORMULA_LENGTH)}`;
}

export type EvaluationResult = { ok: true; value: FormulaValue } | { ok: false; error: FormulaError };

export interface CompiledFormula {
  ok: true;
  source: string;
  /** The root names the formula reads (`sample` for `sample.minPsi`), without function names. */
  names: readonly string[];
  evaluate(scope?: Scope): EvaluationResult;
}

export type CompileResult = CompiledFormula | { ok: false; error: FormulaError };

function evaluator(source: string, run: Evaluator, names: string[], label: FormulaLabel): CompiledFormula {
  return {
    ok: true,
    source,
    names,
    evaluate(scope) {
      try {
        return { ok: true, value: toFormulaValue(run(toLookup(scope))) };
      } catch (thrown) {
        return { ok: false, error: errorFromThrown(thrown, label) };
      }
    },
  };
}

/**
 * Parses and compiles a formula once; `evaluate` can then run it against many scopes.
 *
 * @example
 * const psi = compileFormula('roundTo(load / area, -1)', { templateId: 'ds-pq-502.1', formulaName: 'calculatedPsi' });
 * if (psi.ok) psi.evaluate({ load: 52000, area: 12.566 }); // { ok: true, value: 4140 }
 */
export function compileFormula(source: string, label: FormulaLabel = {}): CompileResult {
  try {
    const text = typeof source === 'string' ? source : String(source);
    if (text.length > MAX_FORMULA_LENGTH) return { ok: false, error: makeError(tooLongMessage(text.length), START, label) };
    const lexed = lex(text, label);
    if (!lexed.ok) return lexed;
    const parsed = parseTokens(text, lexed.tokens, label);
    if (!parsed.ok) return parsed;
    const { evaluator: run, names } = compileCst(parsed.cst);
    return evaluator(text, run, names, label);
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown, label) };
  }
}

/** Compiles and evaluates in one step: `evaluateFormula('2 + 3 * x', { x: 4 })` gives `{ ok: true, value: 14 }`. */
export function evaluateFormula(source: string, scope?: Scope, label: FormulaLabel = {}): EvaluationResult {
  const compiled = compileFormula(source, label);
  return compiled.ok ? compiled.evaluate(scope) : compiled;
}

/** The root names a formula reads, for ordering computed values and checking that names resolve. */
export function formulaNames(
  source: string,
  label: FormulaLabel = {},
): { ok: true; names: readonly string[] } | { ok: false; error: FormulaError } {
  const compiled = compileFormula(source, label);
  return compiled.ok ? { ok: true, names: compiled.names } : compiled;
}
