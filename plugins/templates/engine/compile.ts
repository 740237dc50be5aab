/**
 * Turns a template.json into a compiled template: every formula parsed once, names checked
 * against what the template defines, computed values put in dependency order. Problems are
 * returned, never thrown.
 */
import { CONSTANT_NAMES, compileFormula } from '../formula/index.ts';
import type { CompiledFormula } from '../formula/index.ts';
import { flattenFields } from './fields.ts';
import { dependencyOrder } from './order.ts';
import { problem, problemFromFormula } from './problems.ts';
import type { TemplateProblem } from './problems.ts';
import { checkRules } from './rules.ts';
import { templateSchema } from './schema.ts';
import type { TemplateDefinition, TemplateField } from './schema.ts';

export interface NamedFormula {
  name: string;
  formula: CompiledFormula;
}

/** A review rule of the template, compiled: the result is flagged while `when` is true. */
export interface CompiledReviewRule {
  name: string;
  when: CompiledFormula;
  remark: string;
}

export interface CompiledTemplate {
  id: string;
  version: string;
  definition: TemplateDefinition;
  /** The fields that hold values, groups flattened. */
  fields: readonly TemplateField[];
  /** Computed values in dependency order. */
  computed: readonly NamedFormula[];
  final: readonly NamedFormula[];
  tables: Readonly<Record<string, readonly (readonly unknown[])[]>>;
  requiredToPass?: CompiledFormula;
  requiredValue?: CompiledFormula;
  reviewRules: readonly CompiledReviewRule[];
  /** dynamic_input fields: formulas giving the name a value is stored under and its label. */
  dynamicFields: ReadonlyMap<string, { name?: CompiledFormula; label?: CompiledFormula }>;
  columns: readonly NamedFormula[];
  summary: readonly NamedFormula[];
  /** The field whose value is checked against min psi instead of calculatedPsi, if any. */
  psiField?: string;
}

export type CompileTemplateResult = { ok: true; template: CompiledTemplate } | { ok: false; problems: TemplateProblem[] };

/** Names every result formula may read besides fields, computed values and tables. */
export const RESULT_CONTEXT = ['sample', 'specimen'] as const;
/** Names every final formula may read besides final values and tables. */
export const SET_CONTEXT = ['sample', 'specimens'] as const;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

class FormulaCompiler {
  readonly problems: TemplateProblem[] = [];
  constructor(private readonly id: string) {}

  /** Compiles a formula and checks that each name it reads is one of `known`. */
  compile(where: string, source: string, known: ReadonlySet<string>): CompiledFormula | undefined {
    const compiled = compileFormula(source, { templateId: this.id, formulaName: where });
    if (!compiled.ok) {
      this.problems.push(problemFromFormula(this.id, where, compiled.error));
      return undefined;
    }
    for (const name of compiled.names) {
      if (!known.has(name))
        this.problems.push(problem(this.id, where, `the name '${name}' is not a field, computed value, lookup table or known value`));
    }
    return compiled;
  }

  named(prefix: string, formulas: Readonly<Record<string, string>>, known: ReadonlySet<string>): NamedFormula[] {
    return Object.entries(formulas).flatMap(([name, source]) => {
      const formula = this.compile(`${prefix}.${name}`, source, known);
      return formula === undefined ? [] : [{ name, formula }];
    });
  }

  ordered(prefix: string, formulas: NamedFormula[]): NamedFormula[] {
    const dependencies = Object.fromEntries(formulas.map(({ name, formula }) => [name, formula.names]));
    const result = dependencyOrder(dependencies);
    if (!result.ok) {
      this.problems.push(problem(this.id, prefix, `these values depend on each other in a cycle: ${result.cycle.join(' → ')}`));
      return formulas;
    }
    const byName = new Map(formulas.map((item) => [item.name, item]));
    return result.order.map((name) => byName.get(name) as NamedFormula);
  }
}

/**
 * Validates and compiles a template.json.
 *
 * @example
 * const result = compileTemplate(JSON.parse(text), { id: 'ds-pq-502.1', version: '1.0.0' });
 * if (!result.ok) console.log(result.problems.map(formatProblem).join('\n'));
 */
export function compileTemplate(raw: unknown, meta: { id: string; version?: string }): CompileTemplateResult {
  const parsed = templateSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => problem(meta.id, issue.path.join('.') || 'template.json', issue.message)),
    };
  }
  const definition = deepFreeze(parsed.data);
  const fields = flattenFields(definition.fields);
  const compiler = new FormulaCompiler(meta.id);
  compiler.problems.push(...checkRules(meta.id, definition, fields));

  const tables = Object.fromEntries(Object.entries(definition.lookupTables).map(([name, table]) => [name, table.rows]));
  const resultNames = new Set([
    ...fields.map((f) => f.name),
    ...Object.keys(definition.computedValues),
    ...Object.keys(tables),
    ...RESULT_CONTEXT,
    ...CONSTANT_NAMES,
  ]);
  const setNames = new Set([...Object.keys(definition.finalComputedValues), ...Object.keys(tables), ...SET_CONTEXT, ...CONSTANT_NAMES]);

  const computed = compiler.ordered('computedValues', compiler.named('computedValues', definition.computedValues, resultNames));
  const final = compiler.ordered('finalComputedValues', compiler.named('finalComputedValues', definition.finalComputedValues, setNames));
  const dynamicFields = new Map<string, { name?: CompiledFormula; label?: CompiledFormula }>();
  // A dynamic field's name is needed before values are computed, so it reads only inputs.
  const inputNames = new Set([...fields.map((f) => f.name), ...Object.keys(tables), ...RESULT_CONTEXT, ...CONSTANT_NAMES]);
  for (const field of fields.filter((f) => f.type === 'dynamic_input')) {
    const name =
      field.dynamicName === undefined ? undefined : compiler.compile(`fields.${field.name}.dynamicName`, field.dynamicName, inputNames);
    const label =
      field.dynamicLabel === undefined ? undefined : compiler.compile(`fields.${field.name}.dynamicLabel`, field.dynamicLabel, inputNames);
    dynamicFields.set(field.name, { ...(name && { name }), ...(label && { label }) });
  }
  const requiredToPass =
    definition.requiredToPass === undefined ? undefined : compiler.compile('requiredToPass', definition.requiredToPass, resultNames);
  const requiredValue =
    definition.requiredValue === undefined ? undefined : compiler.compile('requiredValue', definition.requiredValue, resultNames);
  const reviewRules = Object.entries(definition.reviewRules).flatMap(([name, rule]) => {
    const when = compiler.compile(`reviewRules.${name}`, rule.when, resultNames);
    return when === undefined ? [] : [{ name, when, remark: rule.remark }];
  });
  const toRecord = (values: readonly { key: string; value: string }[]) => Object.fromEntries(values.map((item) => [item.key, item.value]));
  const columns = compiler.named('report.columns', toRecord(definition.report.columns), resultNames);
  const summary = compiler.named('report.summary', toRecord(definition.report.summary), setNames);

  if (compiler.problems.length > 0) return { ok: false, problems: compiler.problems };
  const psiField = fields.find((field) => field.dynamicPsi === true)?.name;
  const template: CompiledTemplate = {
    id: meta.id,
    version: meta.version ?? '0.0.0',
    definition,
    fields,
    computed,
    final,
    tables,
    reviewRules,
    dynamicFields,
    columns,
    summary,
    ...(requiredToPass && { requiredToPass }),
    ...(requiredValue && { requiredValue }),
    ...(psiField !== undefined && { psiField }),
  };
  return { ok: true, template };
}
