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

export interface FieldValues {
  values: Record<string, unknown>;
  /** Field name → message, for values that are not what the field needs. */
  invalid: Record<string, string>;
}

/**
 * The value of each field: what was entered, else the template's defaultValues, else the
 * field's own default, else null. Hidden conditional fields count as empty; numeric fields
 * turn numeric text into numbers.
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
    values[field.name] = value ?? null;
  }
  for (const field of fields) {
    if (!isShown(field, values)) values[field.name] = null;
  }
  return { values, invalid };
}
