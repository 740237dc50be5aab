import { hasNul, NUL_IN_TEXT } from '../http/nul-text.ts';
import { MAX_INTEGER } from '../http/params.ts';
import { DATE_YEARS, isIsoDate } from '../../shared/dates.ts';
import type { FieldType } from './model.ts';

const RANGE = MAX_INTEGER.toLocaleString('en-US');

/** A filter value after checking: what the query compares the column with. */
export type FilterValue = string | number | boolean;

export type ValueCheck = { ok: true; value: FilterValue } | { ok: false; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A filter's number compares with integer columns too, so it stays within their range. */
const inRange = (value: number) => Number.isFinite(value) && Math.abs(value) <= MAX_INTEGER;

/**
 * Checks one value against a field's type. Query strings carry text, so numbers and booleans
 * are also accepted as their text forms (`"7"`, `"true"`).
 */
export function checkValue(field: string, type: FieldType, value: unknown): ValueCheck {
  switch (type) {
    case 'text':
      if (typeof value !== 'string') return { ok: false, message: `"${field}" must be text` };
      return hasNul(value) ? { ok: false, message: NUL_IN_TEXT } : { ok: true, value };
    case 'number':
      if (typeof value === 'number' && inRange(value)) return { ok: true, value };
      if (typeof value === 'string' && NUMBER.test(value) && inRange(Number(value))) return { ok: true, value: Number(value) };
      return { ok: false, message: `"${field}" must be a number from -${RANGE} to ${RANGE}` };
    case 'date':
      return typeof value === 'string' && isIsoDate(value)
        ? { ok: true, value }
        : { ok: false, message: `"${field}" must be a date (YYYY-MM-DD) from ${DATE_YEARS.first} to ${DATE_YEARS.last}` };
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false, message: `"${field}" must be true or false` };
  }
}
