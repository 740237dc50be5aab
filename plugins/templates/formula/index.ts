/**
 * The report formula language: a pure library (no database, no Node-only APIs) shared by the
 * server, the CLI and the template playground in the browser. See docs/formula-language.md.
 */
export { compileFormula, evaluateFormula, formulaNames } from './formula.ts';
export type { CompileResult, CompiledFormula, EvaluationResult } from './formula.ts';
export type { FormulaError, FormulaLabel } from './errors.ts';
export type { FormulaValue } from './values.ts';
export type { Scope } from './scope.ts';
export { CONSTANT_NAMES } from './scope.ts';
export { FUNCTION_NAMES } from './functions/index.ts';
export { looseEqual } from './functions/equality.ts';
export { parseDate } from './functions/date-parse.ts';
export { isEmpty, numericValue } from './values.ts';
export { exact } from './exact.ts';
export { formulaEvalCommand } from './eval-command.ts';
export type { CommandOutput } from './eval-command.ts';
