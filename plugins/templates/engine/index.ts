/**
 * Report templates as data packages: the template.json schema, compiling and evaluating
 * templates, the psi status rules, fixtures, DOCX layouts and `checkTemplate`. Pure: the
 * file-system loader and the CLI command functions are in loader.ts and commands.ts.
 */
export { templateSchema, packageSchema, fieldSchema, FIELD_TYPES } from './schema.ts';
export type { TemplateDefinition, TemplateField, TemplatePackageJson, LookupTable, ReportValue, ReviewRule } from './schema.ts';
export { fixturesSchema, resultInputSchema } from './fixtures-schema.ts';
export type { Fixtures } from './fixtures-schema.ts';
export { compileTemplate } from './compile.ts';
export type { CompiledTemplate, CompileTemplateResult, NamedFormula } from './compile.ts';
export { evaluateResult } from './evaluate.ts';
export type { ResultInput, ResultEvaluation, ResultError, FieldError } from './evaluate.ts';
export { evaluateSet } from './set.ts';
export type { SetInput, SetEvaluation } from './set.ts';
export { psiCheck, psiLimits, outOfSpecMessage, noRequirementAtAgeMessage, requirementMessage, NO_MIN_PSI_MESSAGE } from './status.ts';
export type { ResultStatus, StatusDecision, PsiLimits, PsiCheckInput } from './status.ts';
export { fieldValues, flattenFields, isShown } from './fields.ts';
export { dependencyOrder } from './order.ts';
export { checkTemplate } from './check.ts';
export type { TemplateSource } from './check.ts';
export { runFixtures, matchesExpected } from './fixtures.ts';
export { reportData, displayText } from './report-data.ts';
export type { ReportData, ReportInfo, LabelledValue } from './report-data.ts';
export { renderLayout } from './render.ts';
export type { RenderResult } from './render.ts';
export { buildLayout, layoutXml, COMMAND_DELIMITER } from './layout/document.ts';
export { formatProblem } from './problems.ts';
export type { TemplateProblem } from './problems.ts';
export { SECTION_FIELDS } from './report-fields.ts';
