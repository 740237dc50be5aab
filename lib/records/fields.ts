import * as z from 'zod/mini';
import { hasNul, NUL_IN_TEXT } from '../../core/http/nul-text.ts';
import { MAX_INTEGER } from '../../core/http/params.ts';
import { preprocess } from '../../core/http/zod-mini.ts';

/**
 * Zod field builders for the reference-data forms (sample types, test types, materials,
 * equipment). They read a form's strings and an API client's numbers alike, so one schema
 * serves the island and the server, with the spec's messages. Written with `zod/mini`, as
 * everything the browser parses (decision 195).
 */
export const REQUIRED = 'This field is required';
export const INVALID_NUMBER = 'Invalid number';
export const NOT_POSITIVE = 'Value must be positive';

/**
 * The message of a number above its bound; the bound is said, so a person knows what fits.
 * @example atMost(50) // 'At most 50'
 */
export function atMost(max: number): string {
  return `At most ${max.toLocaleString('en-US', { maximumFractionDigits: 4 })}`;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/**
 * The builders read values in `preprocess`: it is the step zod runs for a key that is missing
 * too, so a missing required field gets 'This field is required' rather than zod's own text.
 */

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Trimmed text; required fields answer 'This field is required' when blank. */
export function textField(options: { required: true; max?: number }): z.ZodMiniType<string, unknown>;
export function textField(options?: { required?: false; max?: number }): z.ZodMiniType<string | null, unknown>;
export function textField({ required = false, max = 200 }: { required?: boolean; max?: number } = {}): z.ZodMiniType<
  string | null,
  unknown
> {
  return preprocess((value, addIssue) => {
    if (isBlank(value)) {
      if (required) addIssue(REQUIRED);
      return null;
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      addIssue('Invalid text');
      return null;
    }
    const text = String(value).trim();
    if (text.length > max) addIssue(`At most ${max} characters`);
    else if (hasNul(text)) addIssue(NUL_IN_TEXT);
    return text;
  }, z.nullable(z.string()));
}

export interface NumberFieldOptions {
  required?: boolean;
  /** Whole numbers only (a SKU, a count of plies). */
  whole?: boolean;
  /** Places after the point the column keeps; more is 'Invalid number', never silently rounded. */
  decimals?: number;
  /** Zero counts as positive for amounts that may be free (a rate of 0). */
  allowZero?: boolean;
  /** The most a lab can mean (say, plies in a panel); above it is 'At most …'. */
  max?: number;
}

/**
 * A number typed into a form or sent as JSON: blank is null (or 'This field is required'),
 * anything else must be a plain decimal ('Invalid number') above zero ('Value must be positive')
 * and at most `max` ('At most 1,000').
 * @example numberField({ whole: true }).parse('12') // 12
 */
export function numberField(options: NumberFieldOptions & { required: true }): z.ZodMiniType<number, unknown>;
export function numberField(options?: NumberFieldOptions): z.ZodMiniType<number | null, unknown>;
export function numberField({
  required = false,
  whole = false,
  decimals,
  allowZero = false,
  max = MAX_INTEGER,
}: NumberFieldOptions = {}): z.ZodMiniType<number | null, unknown> {
  return preprocess((value, addIssue) => {
    if (isBlank(value)) {
      if (required) addIssue(REQUIRED);
      return null;
    }
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    const number = Number(text);
    const places = text.split('.')[1]?.length ?? 0;
    const wellFormed = DECIMAL.test(text) && Number.isFinite(number);
    if (!wellFormed || (whole && !Number.isInteger(number)) || (decimals !== undefined && places > decimals)) {
      addIssue(INVALID_NUMBER);
      return null;
    }
    if (number < 0 || (number === 0 && !allowZero)) addIssue(NOT_POSITIVE);
    else if (number > max) addIssue(atMost(max));
    return number;
  }, z.nullable(z.number()));
}

/** A yes/no flag; the spec's 0/1 and a checkbox's boolean both read as a boolean. */
export const flagField = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((value: boolean | 0 | 1) => value === true || value === 1),
);

/** An optional reference to another record by id: blank is null. */
export const referenceField = preprocess((value, addIssue) => {
  if (isBlank(value)) return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > MAX_INTEGER) {
    addIssue('Invalid choice');
    return null;
  }
  return id;
}, z.nullable(z.number()));
