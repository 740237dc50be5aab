/**
 * The playground's engine, pure and shared by the island and its tests: compile the template
 * with the author's edited formulas, evaluate one result (and the set it alone makes), and
 * check a formula against the scope its kind of formula sees.
 */
import { evaluateFormula } from '../formula/index.ts';
import type { EvaluationResult } from '../formula/index.ts';
import { compileTemplate } from '../engine/compile.ts';
import type { CompiledTemplate } from '../engine/compile.ts';
import type { TemplateProblem } from '../engine/problems.ts';
import type { TemplateDefinition } from '../engine/schema.ts';
import { evaluateSet } from '../engine/set.ts';
import type { SetEvaluation } from '../engine/set.ts';
import { resultInput } from './inputs.ts';
import type { PlaygroundInputs } from './inputs.ts';

/** The two kinds of template formula an author can edit. */
export type FormulaSection = 'computedValues' | 'finalComputedValues';

/** Which formula the editor shows: `computedValues.area`, `finalComputedValues.x`, or the free box. */
export type FormulaTarget = { section: FormulaSection; name: string } | { section: 'scratch' };

/** Edited formulas by section and name; an absent name keeps the template's own. */
export type Overrides = Partial<Record<FormulaSection, Record<string, string>>>;

export interface PlaygroundTemplate {
  /** What values are computed with: the edited template, else the original when the edit breaks it. */
  template?: CompiledTemplate;
  /** Problems of the edited template (empty when it compiles). */
  problems: TemplateProblem[];
  /** True when the edited template did not compile and the original stands in for it. */
  usesOriginal: boolean;
}

export interface TemplateMeta {
  id: string;
  version: string;
}

export function withOverrides(definition: TemplateDefinition, overrides: Overrides): TemplateDefinition {
  return {
    ...definition,
    computedValues: { ...definition.computedValues, ...overrides.computedValues },
    finalComputedValues: { ...definition.finalComputedValues, ...overrides.finalComputedValues },
  };
}

/** Compiles the template as edited; when the edit breaks it, falls back to the original. */
export function compilePlayground(definition: TemplateDefinition, meta: TemplateMeta, overrides: Overrides): PlaygroundTemplate {
  const edited = compileTemplate(withOverrides(definition, overrides), meta);
  if (edited.ok) return { template: edited.template, problems: [], usesOriginal: false };
  const original = compileTemplate(definition, meta);
  return { ...(original.ok && { template: original.template }), problems: edited.problems, usesOriginal: true };
}

/** One result, and the final values of a set holding only that result. */
export function evaluatePlayground(template: CompiledTemplate, inputs: PlaygroundInputs): SetEvaluation {
  const { fields, sample, specimen } = resultInput(inputs);
  return evaluateSet(template, { sample, results: [{ fields, specimen }] });
}

/** The names a formula of `section` reads, in the order the template machinery looks them up. */
function scopeFor(section: FormulaTarget['section'], template: CompiledTemplate, evaluation: SetEvaluation, inputs: PlaygroundInputs) {
  const result = evaluation.results[0];
  const layers: Readonly<Record<string, unknown>>[] =
    section === 'finalComputedValues'
      ? [evaluation.final, template.tables, { sample: evaluation.sample, specimens: evaluation.specimens }]
      : [
          result?.fields ?? {},
          result?.computed ?? {},
          template.tables,
          { sample: evaluation.sample, specimen: resultInput(inputs).specimen },
        ];
  return (name: string): unknown => layers.find((layer) => Object.hasOwn(layer, name))?.[name];
}

/**
 * Evaluates a formula as the editor holds it, against what its kind of formula sees: the
 * value, or the error at its position (syntax, unknown names, wrong arguments).
 *
 * @example
 * tryFormula('load / (area *', { section: 'computedValues', name: 'calculatedPsi' }, template, evaluation, inputs)
 * // { ok: false, error: { message: 'the formula ends where a value was expected', line: 1, column: 15, ... } }
 */
export function tryFormula(
  source: string,
  target: FormulaTarget,
  template: CompiledTemplate,
  evaluation: SetEvaluation,
  inputs: PlaygroundInputs,
): EvaluationResult {
  const label = { templateId: template.id, formulaName: target.section === 'scratch' ? 'scratch' : `${target.section}.${target.name}` };
  return evaluateFormula(source, scopeFor(target.section, template, evaluation, inputs), label);
}
