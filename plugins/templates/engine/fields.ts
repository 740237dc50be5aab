/** The template's fields, flattened out of groups, and the values a result gives them. */
import { isEmpty, looseEqual, numericValue } from '../formula/index.ts';
import type { TemplateField } from './schema.ts';

/** Every field that holds a value: groups are containers and are replaced by their children. */
export function flattenFields(fields: readonly TemplateField[]): TemplateField[] {
  return fields.flatMap((field) => (field.type === 'group' ? flattenFields(field.fields ?? []) : [field]));
}

/** Every field, groups included, for checks that concern the form itself. */
export function allFields(fields: readonly TemplateField[]): TemplateField[] {
  return fields.flatMap((field) => [field, ...(field.type === 'group' ? allFields(field.fields ?? []) : [])]);
}

/** A conditional_text field is shown while its condition field holds one of the condition values. */
export function isShown(field: TemplateField, values: Readonly<Record<string, unknown>>): boolean {
  if (field.type !== 'conditional_text' || field.conditionState === undefined) return true;
  const state = values[field.conditionState];
  return (field.conditionValues ?? []).some((value) => looseEqual(state, value));
}

/** The values a select or radio field offers; other fields offer none to check against (an autocomplete's are suggestions). */
export function optionValues(field: TemplateField): (string | number)[] | undefined {
  if ((field.type !== 'select' && field.type !== 'radio') || field.options === undefined || field.options.length === 0) return undefined;
  return field.options.map((option) => (typeof option === 'object' ? option.value : option));
}

/** The option a value stands for (`" 3 "` is option "3"), or undefined when it is none of them. */
export function matchingOption(options: readonly (string | number)[], value: unknown): string | number | undefined {
  return options.find((option) => looseEqual(option, value));
}

export interface FieldValues {
  values: Record<string, unknown>;
  /** Field name → message, for values that are not what the field needs. */
  invalid: Record<string, string>;
}

/**
 * The value of each field: what was entered, else the template's defaultValues, else the
 * field's own default, else null. Hidden conditional fields count as empty; numeric fields
 * turn numeric text into numbers; a select or radio value must be one of the field's options
 * (stored as the option's own value).
 */
export function fieldValues(
  fields: readonly TemplateField[],
  entered: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>>,
  storedNames: ReadonlyMap<string, string> = new Map(),
): FieldValues {
  const values: Record<string, unknown> = {};
  const invalid: Record<string, string> = {};
  for (const field of fields) {
    const stored = storedNames.get(field.name);
    const raw = stored !== undefined && Object.hasOwn(entered, stored) ? entered[stored] : entered[field.name];
    let value = isEmpty(raw) ? (defaults[field.name] ?? field.default ?? null) : raw;
    if (field.numeric === true && !isEmpty(value) && typeof value !== 'number') {
      const number = numericValue(value);
      if (number === null) invalid[field.name] = `${field.label} must be a number`;
      value = number;
    }
    const options = optionValues(field);
    if (options !== undefined && !isEmpty(value)) {
      const option = matchingOption(options, value);
      if (option === undefined) invalid[field.name] = `${field.label} must be one of ${options.join(', ')}`;
      else value = option;
    }
    values[field.name] = value ?? null;
  }
  for (const field of fields) {
    if (!isShown(field, values)) values[field.name] = null;
  }
  return { values, invalid };
}
