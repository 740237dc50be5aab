import { flattenFields, isShown, type TemplateField } from '../../templates/client.ts';

/** The second document's inline messages. */
export const ENTRY_MESSAGE = {
  required: (label: string) => `${label} is required`,
  mismatch: 'Values do not match',
  outOfRange: 'Out of Range',
  time: 'Enter a time such as 9:30 AM',
} as const;

/** Where a `requireVerification` field's second copy travels in `results`. */
export const verificationName = (name: string) => `${name}Verification`;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The messages that refuse a save, by field: a required field left empty ('<label> is
 * required') and a verified field whose copy differs ('Values do not match'). A hidden
 * conditional field is not required; a field with a default is filled by it. The client runs
 * the same check before it sends, the server again on save.
 * @example entryErrors(fields, { load: '52000', loadVerification: '52100' }) // { loadVerification: 'Values do not match', ... }
 */
export function entryErrors(
  fields: readonly TemplateField[],
  results: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const flat = flattenFields(fields);
  const values: Record<string, unknown> = {};
  for (const field of flat)
    values[field.name] = isBlank(results[field.name]) ? (defaults[field.name] ?? field.default ?? null) : results[field.name];
  for (const field of flat) {
    if (!isShown(field, values)) continue;
    if (field.required === true && isBlank(values[field.name])) {
      errors[field.name] = ENTRY_MESSAGE.required(field.label);
      continue;
    }
    if (field.requireVerification === true && !isBlank(results[field.name])) {
      const copy = results[verificationName(field.name)];
      if (String(copy ?? '').trim() !== String(results[field.name]).trim()) errors[verificationName(field.name)] = ENTRY_MESSAGE.mismatch;
    }
  }
  return errors;
}

/**
 * A machine's readings as the form would send them: a verified field's copy is the reading
 * itself, since nothing was typed (and so nothing could be mistyped).
 * @example withReadingCopies(fields, { load: '52000' }) // { load: '52000', loadVerification: '52000' }
 */
export function withReadingCopies(fields: readonly TemplateField[], results: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copies = flattenFields(fields)
    .filter((field) => field.requireVerification === true && results[field.name] !== undefined)
    .map((field) => [verificationName(field.name), results[field.name]] as const);
  return { ...results, ...Object.fromEntries(copies) };
}
