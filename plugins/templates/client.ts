/**
 * What other plugins' browser code may use from the templates plugin: the template engine,
 * pure and the same as on the server, so that a break form computes its values and pass/fail
 * live as the technician types (and the server evaluates the same again on save). Nothing here
 * reads files or needs Node; the server's own entry, with the template catalogue, is index.ts.
 *
 * @example
 * const compiled = compileTemplate(definition, { id, version });
 * if (compiled.ok) evaluateResult(compiled.template, { fields, sample, specimen }).status; // 'Passed'
 */
export { templateSchema, FIELD_TYPES } from './engine/schema.ts';
export type { TemplateDefinition, TemplateField, LookupTable, ReviewRule } from './engine/schema.ts';
export { compileTemplate } from './engine/compile.ts';
export type { CompiledTemplate, CompileTemplateResult, CompiledReviewRule } from './engine/compile.ts';
export { evaluateResult } from './engine/evaluate.ts';
export type { ResultInput, ResultEvaluation, ResultRemark, ResultError, FieldError } from './engine/evaluate.ts';
export { evaluateSet } from './engine/set.ts';
export type { SetInput, SetEvaluation } from './engine/set.ts';
export {
  psiCheck,
  psiLimits,
  sampleForFormulas,
  outOfSpecMessage,
  noRequirementAtAgeMessage,
  requirementMessage,
  NO_MIN_PSI_MESSAGE,
  ZERO_PSI_MESSAGE,
} from './engine/status.ts';
export type { ResultStatus, StatusDecision, PsiLimits, PsiCheckInput } from './engine/status.ts';
export { fieldValues, flattenFields, isShown, optionValues } from './engine/fields.ts';
export type { TemplateProblem } from './engine/problems.ts';
export { formatProblem } from './engine/problems.ts';
export type { FormulaError, FormulaValue } from './formula/index.ts';
