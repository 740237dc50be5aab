/**
 * Evaluates one break result with a compiled template: field values, computed values in
 * dependency order, the review rules it breaks, and the status. Errors are collected, never thrown.
 */
import { isEmpty, looseEqual, numericValue } from '../formula/index.ts';
import type { FormulaError, FormulaValue } from '../formula/index.ts';
import type { CompiledTemplate } from './compile.ts';
import { fieldValues, isShown } from './fields.ts';
import { noRequirementAtAgeMessage, psiCheck, psiLimits, requirementMessage, sampleForFormulas } from './status.ts';
import type { ResultStatus, StatusDecision } from './status.ts';

export interface ResultInput {
  fields?: Readonly<Record<string, unknown>>;
  /** minPsi, maxPsi, maxPsiPct (or SampleType.maxPsiPct), castDate, forInformationOnly. */
  sample?: Readonly<Record<string, unknown>>;
  /**
   * castDate, testDate (the day it was tested), specimenNum, and testAge: the age in days it is
   * scheduled to be tested at (its test type's `dateVariance`, also read from `TestType.dateVariance`).
   */
  specimen?: Readonly<Record<string, unknown>>;
  /** Review rules a person has looked at and accepted for this result: they no longer hold it Pending. */
  acceptedRemarks?: readonly string[];
}

/** A review rule the result breaks: it stays Pending until a person accepts the remark. */
export interface ResultRemark {
  rule: string;
  text: string;
  accepted: boolean;
}

export interface FieldError {
  templateId: string;
  field: string;
  message: string;
}

export type ResultError = FormulaError | FieldError;

export interface ResultEvaluation {
  template: { id: string; version: string };
  fields: Record<string, unknown>;
  computed: Record<string, FormulaValue>;
  status: ResultStatus;
  message?: string;
  /** The review rules the result breaks, accepted or not; kept with the record. */
  remarks: ResultRemark[];
  errors: ResultError[];
}

type Scope = (name: string) => unknown;

/** Looks names up in the documented order: fields, computed values, lookup tables, context. */
function layered(...layers: Readonly<Record<string, unknown>>[]): Scope {
  return (name) => {
    for (const layer of layers) if (Object.hasOwn(layer, name)) return layer[name];
    return undefined;
  };
}

function display(value: unknown): string {
  if (isEmpty(value)) return 'No value';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function storedNames(template: CompiledTemplate, scope: Scope): Map<string, string> {
  const names = new Map<string, string>();
  for (const [field, formulas] of template.dynamicFields) {
    const result = formulas.name?.evaluate(scope);
    if (result?.ok === true && typeof result.value === 'string' && result.value.trim() !== '') names.set(field, result.value.trim());
  }
  return names;
}

/** The specimen as formulas see it, with `testAge` (null when not known). */
export function specimenForFormulas(specimen: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const type = specimen.TestType;
  const dateVariance = typeof type === 'object' && type !== null ? (type as Record<string, unknown>).dateVariance : undefined;
  const testAge = numericValue(specimen.testAge) ?? numericValue(dateVariance);
  // A specimen that already reads so (a numeric testAge, or none to find) is not copied, for speed.
  return testAge === (specimen.testAge ?? null) ? specimen : { ...specimen, testAge };
}

function reviewRemarks(template: CompiledTemplate, scope: Scope, accepted: readonly string[], errors: ResultError[]): ResultRemark[] {
  return template.reviewRules.flatMap(({ name, when, remark }) => {
    const result = when.evaluate(scope);
    if (!result.ok) errors.push(result.error);
    return result.ok && result.value === true ? [{ rule: name, text: remark, accepted: accepted.includes(name) }] : [];
  });
}

function judge(
  template: CompiledTemplate,
  values: Record<string, unknown>,
  computed: Record<string, unknown>,
  scope: Scope,
  sample: Readonly<Record<string, unknown>>,
  remarks: readonly ResultRemark[],
): StatusDecision & { refused?: string } {
  const { definition } = template;
  const missing = template.fields.find((field) => field.required === true && isShown(field, values) && isEmpty(values[field.name]));
  if (missing !== undefined) return { status: 'Pending', message: `${missing.label} is required` };
  const open = remarks.filter((remark) => !remark.accepted);
  if (open.length > 0) return { status: 'Pending', message: `Review needed: ${open.map((remark) => remark.text).join('; ')}` };
  const outOfSpec = template.fields.find(
    (field) => field.outOfSpecValue !== undefined && looseEqual(values[field.name], field.outOfSpecValue),
  );
  if (outOfSpec !== undefined)
    return { status: 'Failed', message: outOfSpec.outOfSpecLabel ?? `${outOfSpec.label} is ${display(values[outOfSpec.name])}` };
  if (definition.outOfSpecField !== undefined && looseEqual(values[definition.outOfSpecField], definition.outOfSpecValue)) {
    const field = template.fields.find((item) => item.name === definition.outOfSpecField);
    return { status: 'Failed', message: `${field?.label ?? definition.outOfSpecField} is ${display(values[definition.outOfSpecField])}` };
  }
  const value = numericValue(
    template.psiField !== undefined && !isEmpty(values[template.psiField]) ? values[template.psiField] : computed.calculatedPsi,
  );
  const limits = psiLimits(sample);
  // For Information Only has no acceptance criterion: neither requiredToPass nor psi is judged.
  if (template.requiredToPass !== undefined && !limits.forInformationOnly) {
    const passes = template.requiredToPass.evaluate(scope);
    if (!passes.ok || isEmpty(passes.value)) return { status: 'Pending', message: 'The requirement cannot be judged yet.' };
    if (passes.value !== true) {
      const required = template.requiredValue?.evaluate(scope);
      const requirement = required?.ok === true ? display(required.value) : (definition.requiredToPass ?? '');
      return { status: 'Failed', message: requirementMessage(display(value), requirement) };
    }
  }
  if (definition.noPsi) return { status: 'Passed' };
  const declaresPctAge = template.computed.some((item) => item.name === 'pctAge');
  const pctAge = declaresPctAge ? numericValue(computed.pctAge) : 100;
  const age = numericValue(computed.age);
  // An age the age table does not cover (no row, or a row of 0 %) sets no minimum: judging it
  // against 0 would pass anything, so it is refused (decision 175).
  if (declaresPctAge && (pctAge === null || pctAge <= 0) && age !== null && !limits.forInformationOnly && limits.minPsi !== null)
    return { status: 'Pending', message: noRequirementAtAgeMessage(age), refused: 'testDate' };
  return psiCheck({ value, limits, pctAge, psiOptional: definition.psiOptional });
}

/**
 * Computes a result's values, its remarks and its status. Pure: the breaks form runs it in the
 * browser as the technician types, and the server runs it again on save.
 *
 * @example
 * evaluateResult(concrete, { fields: { diameter1: 4, diameter2: 4, length: 8, load: 52000 }, sample: { minPsi: 4000, castDate: '2024-03-01' }, specimen: { testDate: '2024-03-29', testAge: 28 } })
 * // { computed: { area: 12.566..., calculatedPsi: 4140, ... }, status: 'Passed', remarks: [], errors: [] }
 */
export function evaluateResult(template: CompiledTemplate, input: ResultInput): ResultEvaluation {
  const entered = input.fields ?? {};
  const context = { sample: sampleForFormulas(input.sample ?? {}), specimen: specimenForFormulas(input.specimen ?? {}) };
  const names = template.dynamicFields.size === 0 ? undefined : storedNames(template, layered(entered, template.tables, context));
  const { values, invalid } = fieldValues(template.fields, entered, template.definition.defaultValues, names);
  const errors: ResultError[] = Object.entries(invalid).map(([field, message]) => ({ templateId: template.id, field, message }));
  const computed: Record<string, FormulaValue> = {};
  const scope = layered(values, computed, template.tables, context);
  for (const { name, formula } of template.computed) {
    const result = formula.evaluate(scope);
    computed[name] = result.ok ? result.value : null;
    if (!result.ok) errors.push(result.error);
  }
  const remarks = reviewRemarks(template, scope, input.acceptedRemarks ?? [], errors);
  const { refused, ...decision }: StatusDecision & { refused?: string } =
    errors.length > 0
      ? { status: 'Pending', message: 'The result cannot be judged while it has errors.' }
      : judge(template, values, computed, scope, context.sample, remarks);
  if (refused !== undefined && decision.message !== undefined)
    errors.push({ templateId: template.id, field: refused, message: decision.message });
  return { template: { id: template.id, version: template.version }, fields: values, computed, ...decision, remarks, errors };
}
