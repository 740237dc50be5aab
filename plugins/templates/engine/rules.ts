/**
 * The cross-reference rules of a template that the schema cannot express: names defined
 * twice, attributes that name fields which do not exist, report fields the portal lacks.
 */
import { CONSTANT_NAMES, isEmpty } from '../formula/index.ts';
import { allFields, matchingOption, optionValues } from './fields.ts';
import { problem } from './problems.ts';
import type { TemplateProblem } from './problems.ts';
import { SECTION_FIELDS } from './report-fields.ts';
import type { TemplateDefinition, TemplateField } from './schema.ts';

const RESERVED = ['sample', 'specimen', 'specimens', ...CONSTANT_NAMES];

function duplicateNames(id: string, definition: TemplateDefinition, fields: readonly TemplateField[]): TemplateProblem[] {
  const found: TemplateProblem[] = [];
  const definedAs = new Map<string, string>(RESERVED.map((name) => [name, 'a name the portal provides']));
  const define = (name: string, kind: string, where: string) => {
    const earlier = definedAs.get(name);
    if (earlier === undefined) definedAs.set(name, kind);
    else found.push(problem(id, where, `'${name}' is defined twice: as ${earlier} and as ${kind}`));
  };
  allFields(fields).forEach((field) => define(field.name, 'a field', `fields.${field.name}`));
  Object.keys(definition.computedValues).forEach((name) => define(name, 'a computed value', `computedValues.${name}`));
  Object.keys(definition.lookupTables).forEach((name) => define(name, 'a lookup table', `lookupTables.${name}`));
  const setNames = new Map<string, string>(
    [...Object.keys(definition.lookupTables), ...RESERVED].map((name) => [name, 'a lookup table or a provided name']),
  );
  for (const name of Object.keys(definition.finalComputedValues)) {
    if (setNames.has(name))
      found.push(
        problem(id, `finalComputedValues.${name}`, `'${name}' is defined twice: as ${setNames.get(name)} and as a final computed value`),
      );
  }
  return found;
}

function fieldRules(id: string, field: TemplateField, names: ReadonlySet<string>): TemplateProblem[] {
  const where = `fields.${field.name}`;
  const found: TemplateProblem[] = [];
  if ((field.type === 'select' || field.type === 'radio') && (field.options ?? []).length === 0)
    found.push(problem(id, where, `a ${field.type} field needs options`));
  const options = optionValues(field);
  if (options !== undefined && !isEmpty(field.default) && matchingOption(options, field.default) === undefined)
    found.push(problem(id, where, `the default '${String(field.default)}' is not one of the options`));
  if (field.type === 'group' && (field.fields ?? []).length === 0) found.push(problem(id, where, 'a group needs fields'));
  if (field.type !== 'group' && field.fields !== undefined) found.push(problem(id, where, 'only a group may hold fields'));
  if (field.type === 'dynamic_input' && field.dynamicName === undefined)
    found.push(problem(id, where, 'a dynamic_input field needs a dynamicName formula'));
  if (field.type === 'conditional_text') {
    if (field.conditionState === undefined || !names.has(field.conditionState))
      found.push(problem(id, where, 'conditionState must name another field'));
    if ((field.conditionValues ?? []).length === 0) found.push(problem(id, where, 'a conditional_text field needs conditionValues'));
  }
  return found;
}

function reportRules(id: string, definition: TemplateDefinition): TemplateProblem[] {
  const found: TemplateProblem[] = [];
  for (const [section, value] of Object.entries(definition.report.sections)) {
    const known = SECTION_FIELDS[section] ?? {};
    const seen = new Set<string>();
    for (const name of value?.includedFields ?? []) {
      if (!Object.hasOwn(known, name))
        found.push(problem(id, `report.sections.${section}`, `'${name}' is not a ${section} field of the report`));
      if (seen.has(name)) found.push(problem(id, `report.sections.${section}`, `'${name}' is included twice`));
      seen.add(name);
    }
  }
  for (const list of ['columns', 'summary'] as const) {
    const keys = definition.report[list].map((item) => item.key);
    keys
      .filter((key, i) => keys.indexOf(key) !== i)
      .forEach((key) => found.push(problem(id, `report.${list}.${key}`, `the key '${key}' is used twice`)));
  }
  return found;
}

function tableRules(id: string, definition: TemplateDefinition): TemplateProblem[] {
  return Object.entries(definition.lookupTables).flatMap(([name, table]) => {
    const width = table.columns?.length;
    return table.rows.flatMap((row, i) => {
      if (width !== undefined && row.length !== width)
        return [problem(id, `lookupTables.${name}.rows[${i}]`, `the row has ${row.length} values but the table has ${width} columns`)];
      if (row[0] === null) return [problem(id, `lookupTables.${name}.rows[${i}]`, 'the first column is the key and cannot be null')];
      return [];
    });
  });
}

/** Every rule broken by the template, as problems. */
export function checkRules(id: string, definition: TemplateDefinition, fields: readonly TemplateField[]): TemplateProblem[] {
  const found: TemplateProblem[] = [];
  if (definition.name !== id)
    found.push(problem(id, 'name', `the template's name '${definition.name}' differs from its package id '${id}'`));
  found.push(...duplicateNames(id, definition, fields));
  const names = new Set(fields.map((field) => field.name));
  for (const field of allFields(definition.fields)) found.push(...fieldRules(id, field, names));
  for (const [key, value] of Object.entries(definition.defaultValues)) {
    const field = fields.find((item) => item.name === key);
    const options = field === undefined ? undefined : optionValues(field);
    if (field === undefined) found.push(problem(id, `defaultValues.${key}`, `'${key}' is not a field`));
    else if (options !== undefined && !isEmpty(value) && matchingOption(options, value) === undefined)
      found.push(problem(id, `defaultValues.${key}`, `'${String(value)}' is not one of the options of ${key}`));
  }
  for (const name of Object.keys(definition.labels))
    if (!Object.hasOwn(definition.computedValues, name)) found.push(problem(id, `labels.${name}`, `'${name}' is not a computed value`));
  if (definition.outOfSpecField !== undefined && !names.has(definition.outOfSpecField))
    found.push(problem(id, 'outOfSpecField', `'${definition.outOfSpecField}' is not a field`));
  if ((definition.outOfSpecField === undefined) !== (definition.outOfSpecValue === undefined))
    found.push(problem(id, 'outOfSpecField', 'outOfSpecField and outOfSpecValue go together'));
  if (fields.filter((field) => field.dynamicPsi === true).length > 1) found.push(problem(id, 'fields', 'only one field may be dynamicPsi'));
  if (definition.requiredValue !== undefined && definition.requiredToPass === undefined)
    found.push(problem(id, 'requiredValue', 'requiredValue is shown only with a requiredToPass formula'));
  if (definition.noPsi && definition.psiOptional)
    found.push(problem(id, 'psiOptional', 'a template with noPsi has no psi check to make optional'));
  found.push(...reportRules(id, definition), ...tableRules(id, definition));
  return found;
}
